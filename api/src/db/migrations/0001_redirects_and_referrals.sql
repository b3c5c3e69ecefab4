CREATE TABLE "redirect_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"target" text NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_rules_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "referral_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"user_agent" text,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "referral_visits_code_visitor_idx" ON "referral_visits" USING btree ("code","visitor_hash","visited_at");