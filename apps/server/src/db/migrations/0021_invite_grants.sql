CREATE TABLE "invite_grants" (
	"invite_id" integer NOT NULL,
	"level" text NOT NULL,
	"code" text NOT NULL,
	"role_id" integer NOT NULL,
	"granted_by_user_id" integer,
	CONSTRAINT "invite_grants_invite_id_level_code_pk" PRIMARY KEY("invite_id","level","code")
);
--> statement-breakpoint
ALTER TABLE "invite_grants" ADD CONSTRAINT "invite_grants_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_grants" ADD CONSTRAINT "invite_grants_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;