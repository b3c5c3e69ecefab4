CREATE TABLE "game_bans" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"reason" text NOT NULL,
	"banned_by" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"permanent" boolean NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text
);
--> statement-breakpoint
CREATE TABLE "game_event_receipts" (
	"server_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_event_receipts_server_id_event_id_pk" PRIMARY KEY("server_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text,
	"nickname" text NOT NULL,
	"user_id" integer,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_counters" (
	"player_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"counter" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "player_counters_player_id_server_id_counter_pk" PRIMARY KEY("player_id","server_id","counter")
);
--> statement-breakpoint
CREATE TABLE "player_likes" (
	"player_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_likes_player_id_user_id_pk" PRIMARY KEY("player_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "playtime_daily" (
	"player_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "playtime_daily_player_id_server_id_day_pk" PRIMARY KEY("player_id","server_id","day")
);
--> statement-breakpoint
CREATE TABLE "server_online_history" (
	"server_id" integer NOT NULL,
	"resolution" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"online" integer NOT NULL,
	"peak" integer NOT NULL,
	"samples" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "server_online_history_server_id_resolution_at_pk" PRIMARY KEY("server_id","resolution","at")
);
--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "record_day_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "record_max_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "tps" double precision;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "token_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "last_plugin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "status_address" text;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "motd" text;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "ping_version" text;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "last_ping_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_bans" ADD CONSTRAINT "game_bans_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bans" ADD CONSTRAINT "game_bans_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_event_receipts" ADD CONSTRAINT "game_event_receipts_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_counters" ADD CONSTRAINT "player_counters_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_counters" ADD CONSTRAINT "player_counters_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_likes" ADD CONSTRAINT "player_likes_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_likes" ADD CONSTRAINT "player_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_daily" ADD CONSTRAINT "playtime_daily_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_daily" ADD CONSTRAINT "playtime_daily_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_online_history" ADD CONSTRAINT "server_online_history_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_bans_external_idx" ON "game_bans" USING btree ("server_id","external_id");--> statement-breakpoint
CREATE INDEX "game_bans_starts_idx" ON "game_bans" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "game_event_receipts_at_idx" ON "game_event_receipts" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_uuid_idx" ON "game_players" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_nickname_lower_idx" ON "game_players" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "game_players_user_idx" ON "game_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "play_sessions_open_idx" ON "play_sessions" USING btree ("server_id","player_id") WHERE "play_sessions"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "play_sessions_started_idx" ON "play_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "player_likes_player_idx" ON "player_likes" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "playtime_daily_server_day_idx" ON "playtime_daily" USING btree ("server_id","day");--> statement-breakpoint
CREATE INDEX "playtime_daily_day_idx" ON "playtime_daily" USING btree ("day");--> statement-breakpoint
ALTER TABLE "game_servers" ADD CONSTRAINT "game_servers_token_hash_unique" UNIQUE("token_hash");