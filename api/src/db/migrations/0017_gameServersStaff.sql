ALTER TABLE "game_servers" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "retired_at" timestamp with time zone;