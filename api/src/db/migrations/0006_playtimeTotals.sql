CREATE TABLE "playtime_totals" (
	"player_id" integer NOT NULL,
	"server_id" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "playtime_totals_player_id_server_id_pk" PRIMARY KEY("player_id","server_id")
);
--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "playtime_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playtime_totals" ADD CONSTRAINT "playtime_totals_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playtime_totals" ADD CONSTRAINT "playtime_totals_server_id_game_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."game_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playtime_totals_server_seconds_idx" ON "playtime_totals" USING btree ("server_id","seconds" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_players_playtime_idx" ON "game_players" USING btree ("playtime_seconds" DESC NULLS LAST,"nickname");--> statement-breakpoint
-- Fill the new sums from the days already recorded (written by hand: drizzle generates only the DDL).
INSERT INTO "playtime_totals" ("player_id", "server_id", "seconds")
  SELECT "player_id", "server_id", sum("seconds") FROM "playtime_daily" GROUP BY "player_id", "server_id";--> statement-breakpoint
UPDATE "game_players" SET "playtime_seconds" = t.total
  FROM (SELECT "player_id", sum("seconds") AS total FROM "playtime_daily" GROUP BY "player_id") AS t
  WHERE "game_players"."id" = t."player_id";
