ALTER TABLE "users" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region_fixed" boolean DEFAULT false NOT NULL;