CREATE TABLE "game_ban_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"ban_id" integer NOT NULL,
	"delivery_id" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_wipes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_wipes" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "game_ban_commands" ADD CONSTRAINT "game_ban_commands_ban_id_game_bans_id_fk" FOREIGN KEY ("ban_id") REFERENCES "public"."game_bans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_ban_commands" ADD CONSTRAINT "game_ban_commands_delivery_id_store_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."store_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_ban_commands_ban_idx" ON "game_ban_commands" USING btree ("ban_id","created_at");--> statement-breakpoint
ALTER TABLE "store_wipes" ADD CONSTRAINT "store_wipes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;