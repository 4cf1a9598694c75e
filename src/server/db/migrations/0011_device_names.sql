CREATE TABLE "device_names" (
	"tournament_id" text NOT NULL,
	"device_id" text NOT NULL,
	"name" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_names_tournament_id_device_id_pk" PRIMARY KEY("tournament_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "device_names" ADD CONSTRAINT "device_names_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;