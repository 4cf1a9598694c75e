CREATE TABLE "brackets" (
	"id" text PRIMARY KEY NOT NULL,
	"season_id" text NOT NULL,
	"format" text NOT NULL,
	"third_place_game" boolean DEFAULT false NOT NULL,
	"reset_game" boolean DEFAULT false NOT NULL,
	"seeds" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brackets_season_id_unique" UNIQUE("season_id")
);
--> statement-breakpoint
CREATE TABLE "game_box_scores" (
	"game_id" text PRIMARY KEY NOT NULL,
	"season_id" text NOT NULL,
	"last_seq" integer NOT NULL,
	"box" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bracket_slot" text;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "brackets" ADD CONSTRAINT "brackets_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD CONSTRAINT "game_box_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_box_scores" ADD CONSTRAINT "game_box_scores_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_box_scores_season_idx" ON "game_box_scores" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_bracket_slot_idx" ON "games" USING btree ("season_id","bracket_slot");--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_calendar_token_unique" UNIQUE("calendar_token");