ALTER TABLE "players" ADD COLUMN "photo_token" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "logo_token" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "logo_token" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "players_photo_token_idx" ON "players" USING btree ("photo_token");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_logo_token_idx" ON "teams" USING btree ("logo_token");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_logo_token_idx" ON "tournaments" USING btree ("logo_token");--> statement-breakpoint
-- Images in use get the secret of their new address; until now an image's address was its
-- upload's id, public and cached for a year.
UPDATE "tournaments" SET "logo_token" = replace(gen_random_uuid()::text, '-', '') WHERE "logo_id" IS NOT NULL;--> statement-breakpoint
UPDATE "teams" SET "logo_token" = replace(gen_random_uuid()::text, '-', '') WHERE "logo_id" IS NOT NULL;--> statement-breakpoint
UPDATE "players" SET "photo_token" = replace(gen_random_uuid()::text, '-', '') WHERE "photo_id" IS NOT NULL;--> statement-breakpoint
-- Every upload made so far has had a public address: none is shown as a preview again.
UPDATE "uploads" SET "used_at" = now();
