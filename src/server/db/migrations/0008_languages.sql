ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;