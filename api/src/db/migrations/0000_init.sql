CREATE TABLE "document_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "document_translations_document_locale_key" UNIQUE("document_id","locale")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"target" text NOT NULL,
	"type" text DEFAULT 'original' NOT NULL,
	"cover" text,
	"color_scheme" text DEFAULT 'blue' NOT NULL,
	"slider" boolean DEFAULT false NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"server_name" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"main_world_area" text NOT NULL,
	"other_world_area" text NOT NULL,
	"game_version" text NOT NULL,
	"pvp_mode" text NOT NULL,
	"address" text NOT NULL,
	"online" integer DEFAULT 0 NOT NULL,
	"max_players" integer NOT NULL,
	"record_day" integer DEFAULT 0 NOT NULL,
	"record_day_date" date,
	"record_max" integer DEFAULT 0 NOT NULL,
	"last_report_at" timestamp with time zone,
	CONSTRAINT "game_servers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "game_servers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_translations" ADD CONSTRAINT "document_translations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_target_published_idx" ON "documents" USING btree ("target","published_at");--> statement-breakpoint
CREATE INDEX "documents_server_name_idx" ON "documents" USING btree ("server_name");