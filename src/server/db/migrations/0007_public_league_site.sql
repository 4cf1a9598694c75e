CREATE TABLE "public_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "public_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "public_name_display" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "public_slug_redirects" ADD CONSTRAINT "public_slug_redirects_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_slug_redirects_tournament_idx" ON "public_slug_redirects" USING btree ("tournament_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_public_slug_unique" UNIQUE("public_slug");