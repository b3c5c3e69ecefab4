CREATE TABLE "launcher_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"server_id" integer NOT NULL,
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
	"mirrors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "launcher_clients_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "launcher_clients" ADD CONSTRAINT "launcher_clients_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;