CREATE TABLE "launcher_client_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"version" text NOT NULL,
	"java_major" integer NOT NULL,
	"main_class" text NOT NULL,
	"classpath" jsonb NOT NULL,
	"jvm_args" jsonb NOT NULL,
	"game_args" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"icon_path" text,
	"background_path" text,
	"authlib_injector" jsonb,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "launcher_client_versions_client_version" UNIQUE("client_id","version")
);
--> statement-breakpoint
ALTER TABLE "launcher_client_versions" ADD CONSTRAINT "launcher_client_versions_client_id_launcher_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."launcher_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every client published before versions were kept starts its history with the version it serves.
INSERT INTO "launcher_client_versions" ("client_id", "version", "java_major", "main_class", "classpath", "jvm_args", "game_args", "files", "icon_path", "background_path", "authlib_injector", "source", "created_at")
SELECT "id", "version", "java_major", "main_class", "classpath", "jvm_args", "game_args", "files", "icon_path", "background_path", "authlib_injector", 'cli', "published_at" FROM "launcher_clients";
