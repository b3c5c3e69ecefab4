CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_players_never_negative" CHECK ("ledger_accounts"."user_id" IS NULL OR NOT "ledger_accounts"."allow_negative")
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "ledger_postings_transaction_id_account_id_pk" PRIMARY KEY("transaction_id","account_id"),
	CONSTRAINT "ledger_postings_not_zero" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"reference" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_user_id" integer,
	"payment_id" text,
	"transaction_id" bigint,
	"reason" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"bonus_kopecks" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text,
	"redirect_url" text,
	"provider_status" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_kopecks" > 0 AND "payments"."bonus_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_checkout_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"method" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"notification_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_balance_not_negative";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_coins_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit" ADD CONSTRAINT "money_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_audit" ADD CONSTRAINT "money_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_key_idx" ON "ledger_accounts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_idx" ON "ledger_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "money_audit_created_idx" ON "money_audit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_dedupe_idx" ON "payment_events" USING btree ("provider","provider_payment_id","status");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","expires_at");--> statement-breakpoint
-- Balances kept on users until now move into the ledger as opening entries (RUB).
INSERT INTO "ledger_accounts" ("key", "kind", "currency", "allow_negative", "balance") SELECT 'house:opening_balance:RUB', 'opening_balance', 'RUB', true, -coalesce(sum("balance_kopecks"), 0) FROM "users" HAVING coalesce(sum("balance_kopecks"), 0) <> 0;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("key", "kind", "user_id", "currency", "balance") SELECT 'user:' || "id" || ':balance', 'user_balance', "id", 'RUB', "balance_kopecks" FROM "users" WHERE "balance_kopecks" <> 0;--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "user_id", "reference") SELECT 'opening', "id", 'migration:' || "id" || ':balance' FROM "users" WHERE "balance_kopecks" <> 0;--> statement-breakpoint
INSERT INTO "ledger_postings" ("transaction_id", "account_id", "amount", "currency") SELECT t."id", a."id", u."balance_kopecks", 'RUB' FROM "users" u JOIN "ledger_transactions" t ON t."reference" = 'migration:' || u."id" || ':balance' JOIN "ledger_accounts" a ON a."key" = 'user:' || u."id" || ':balance' WHERE u."balance_kopecks" <> 0;--> statement-breakpoint
INSERT INTO "ledger_postings" ("transaction_id", "account_id", "amount", "currency") SELECT t."id", h."id", -u."balance_kopecks", 'RUB' FROM "users" u JOIN "ledger_transactions" t ON t."reference" = 'migration:' || u."id" || ':balance' JOIN "ledger_accounts" h ON h."key" = 'house:opening_balance:RUB' WHERE u."balance_kopecks" <> 0;--> statement-breakpoint
-- Balances kept on users until now move into the ledger as opening entries (COIN).
INSERT INTO "ledger_accounts" ("key", "kind", "currency", "allow_negative", "balance") SELECT 'house:opening_balance:COIN', 'opening_balance', 'COIN', true, -coalesce(sum("coins"), 0) FROM "users" HAVING coalesce(sum("coins"), 0) <> 0;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("key", "kind", "user_id", "currency", "balance") SELECT 'user:' || "id" || ':coins', 'user_coins', "id", 'COIN', "coins" FROM "users" WHERE "coins" <> 0;--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "user_id", "reference") SELECT 'opening', "id", 'migration:' || "id" || ':coins' FROM "users" WHERE "coins" <> 0;--> statement-breakpoint
INSERT INTO "ledger_postings" ("transaction_id", "account_id", "amount", "currency") SELECT t."id", a."id", u."coins", 'COIN' FROM "users" u JOIN "ledger_transactions" t ON t."reference" = 'migration:' || u."id" || ':coins' JOIN "ledger_accounts" a ON a."key" = 'user:' || u."id" || ':coins' WHERE u."coins" <> 0;--> statement-breakpoint
INSERT INTO "ledger_postings" ("transaction_id", "account_id", "amount", "currency") SELECT t."id", h."id", -u."coins", 'COIN' FROM "users" u JOIN "ledger_transactions" t ON t."reference" = 'migration:' || u."id" || ':coins' JOIN "ledger_accounts" h ON h."key" = 'house:opening_balance:COIN' WHERE u."coins" <> 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "balance_kopecks";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "coins";