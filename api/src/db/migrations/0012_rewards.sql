CREATE TABLE "bonus_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_vk_messages" (
	"vk_user_id" text PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_claims" ADD CONSTRAINT "bonus_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_claims_user_idx" ON "bonus_claims" USING btree ("user_id","claimed_at");