CREATE TABLE "document_month_totals" (
	"kind" smallint NOT NULL,
	"profile_id" integer NOT NULL,
	"month" date NOT NULL,
	"status_id" integer NOT NULL,
	"doc_count" integer NOT NULL,
	"total_net" numeric(16, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "document_month_totals_kind_profile_id_month_status_id_pk" PRIMARY KEY("kind","profile_id","month","status_id")
);
