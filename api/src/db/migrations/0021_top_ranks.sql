CREATE TABLE "top_ranks" (
	"type" text NOT NULL,
	"server_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"nickname" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "top_ranks_type_server_id_rank_pk" PRIMARY KEY("type","server_id","rank")
);
--> statement-breakpoint
CREATE INDEX "top_ranks_nickname_idx" ON "top_ranks" USING btree ("server_id",lower("nickname"));