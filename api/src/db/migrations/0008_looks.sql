CREATE TABLE "friendships" (
	"requester_id" integer NOT NULL,
	"addressee_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "friendships_not_self" CHECK ("friendships"."requester_id" <> "friendships"."addressee_id")
);
--> statement-breakpoint
CREATE TABLE "look_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"model" text,
	"source_file_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_looks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profile_uuid" text NOT NULL,
	"skin_file_id" integer,
	"cape_file_id" integer,
	"avatar_file_id" integer,
	"previous_avatar_file_id" integer,
	"cover_kind" text,
	"cover_id" text,
	"theme_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_looks_profile_uuid_unique" UNIQUE("profile_uuid")
);
--> statement-breakpoint
CREATE TABLE "yggdrasil_joins" (
	"server_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yggdrasil_tokens" (
	"session_id" text PRIMARY KEY NOT NULL,
	"client_token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_addressee_id_users_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_files" ADD CONSTRAINT "look_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_looks" ADD CONSTRAINT "player_looks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_looks" ADD CONSTRAINT "player_looks_skin_file_id_look_files_id_fk" FOREIGN KEY ("skin_file_id") REFERENCES "public"."look_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_looks" ADD CONSTRAINT "player_looks_cape_file_id_look_files_id_fk" FOREIGN KEY ("cape_file_id") REFERENCES "public"."look_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_looks" ADD CONSTRAINT "player_looks_avatar_file_id_look_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."look_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_looks" ADD CONSTRAINT "player_looks_previous_avatar_file_id_look_files_id_fk" FOREIGN KEY ("previous_avatar_file_id") REFERENCES "public"."look_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yggdrasil_joins" ADD CONSTRAINT "yggdrasil_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yggdrasil_tokens" ADD CONSTRAINT "yggdrasil_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_idx" ON "friendships" USING btree (least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id"));--> statement-breakpoint
CREATE INDEX "friendships_addressee_idx" ON "friendships" USING btree ("addressee_id","status");--> statement-breakpoint
CREATE INDEX "friendships_requester_idx" ON "friendships" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "look_files_user_idx" ON "look_files" USING btree ("user_id","kind");