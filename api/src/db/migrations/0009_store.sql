CREATE TABLE "player_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_early_at" timestamp with time zone,
	"last_purchase_id" integer
);
--> statement-breakpoint
CREATE TABLE "store_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"user_id" integer,
	"player" text NOT NULL,
	"kind" text NOT NULL,
	"command" text NOT NULL,
	"purchase_id" integer,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_delivery_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"event" text NOT NULL,
	"actor_id" integer,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claim_interval_hours" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_kits_interval" CHECK ("store_kits"."claim_interval_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"kind" text NOT NULL,
	"role_id" integer,
	"period" text,
	"mode" text,
	"list_kopecks" bigint DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"credit_kopecks" bigint DEFAULT 0 NOT NULL,
	"paid_kopecks" bigint DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"ledger_transaction_id" bigint,
	"grant_id" integer,
	"refunded_wipe_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_rcon_targets" (
	"server_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"password" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"grant_group" text NOT NULL,
	"price_month_kopecks" bigint NOT NULL,
	"price_quarter_kopecks" bigint NOT NULL,
	"price_forever_kopecks" bigint NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"best_choice" boolean DEFAULT false NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_roles_prices" CHECK ("store_roles"."price_month_kopecks" > 0 AND "store_roles"."price_quarter_kopecks" > 0 AND "store_roles"."price_forever_kopecks" > 0),
	CONSTRAINT "store_roles_discount" CHECK ("store_roles"."discount_percent" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE TABLE "store_wipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"wipe_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_roles" ADD CONSTRAINT "player_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_roles" ADD CONSTRAINT "player_roles_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_roles" ADD CONSTRAINT "player_roles_role_id_store_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."store_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_roles" ADD CONSTRAINT "player_roles_last_purchase_id_store_purchases_id_fk" FOREIGN KEY ("last_purchase_id") REFERENCES "public"."store_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_deliveries" ADD CONSTRAINT "store_deliveries_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_deliveries" ADD CONSTRAINT "store_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_deliveries" ADD CONSTRAINT "store_deliveries_purchase_id_store_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."store_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_events" ADD CONSTRAINT "store_delivery_events_delivery_id_store_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."store_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_events" ADD CONSTRAINT "store_delivery_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_kits" ADD CONSTRAINT "store_kits_role_id_store_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."store_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_role_id_store_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."store_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_rcon_targets" ADD CONSTRAINT "store_rcon_targets_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_roles" ADD CONSTRAINT "store_roles_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_wipes" ADD CONSTRAINT "store_wipes_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_wipes" ADD CONSTRAINT "store_wipes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_roles_user_idx" ON "player_roles" USING btree ("user_id","server_id");--> statement-breakpoint
CREATE INDEX "store_deliveries_queue_idx" ON "store_deliveries" USING btree ("server_id","state","created_at");--> statement-breakpoint
CREATE INDEX "store_deliveries_user_idx" ON "store_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_delivery_events_delivery_idx" ON "store_delivery_events" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "store_kits_role_idx" ON "store_kits" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "store_purchases_user_idx" ON "store_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_roles_server_slug_idx" ON "store_roles" USING btree ("server_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "store_wipes_server_at_idx" ON "store_wipes" USING btree ("server_id","wipe_at");