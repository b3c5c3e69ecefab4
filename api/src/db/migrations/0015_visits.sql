CREATE TABLE "launcher_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"referral_code" text,
	"visitor_hash" text NOT NULL,
	"downloaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "launcher_downloads_visitor_idx" ON "launcher_downloads" USING btree ("visitor_hash","system","downloaded_at");--> statement-breakpoint
CREATE INDEX "launcher_downloads_referral_idx" ON "launcher_downloads" USING btree ("referral_code");