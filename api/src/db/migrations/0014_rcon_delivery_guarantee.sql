ALTER TABLE "store_rcon_targets" ADD COLUMN "timeout_ms" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_rcon_targets" ADD COLUMN "max_attempts" integer DEFAULT 10 NOT NULL;