CREATE TABLE "game_events" (
	"game_id" text NOT NULL,
	"seq" integer NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"event" jsonb NOT NULL,
	"device_id" text NOT NULL,
	"user_id" text NOT NULL,
	"recorded_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	CONSTRAINT "game_events_game_id_seq_pk" PRIMARY KEY("game_id","seq")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_events_client_idx" ON "game_events" USING btree ("game_id","client_id");--> statement-breakpoint
CREATE INDEX "game_events_type_idx" ON "game_events" USING btree ("game_id","type");