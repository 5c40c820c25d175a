-- Results are stored as the JSON text written (json, not jsonb): no binary conversion of a few
-- kB per request on every write, and the text keeps its key order, so an enrichment webhook's
-- body is rebuilt from it byte for byte instead of being stored a second time (body null).
ALTER TABLE "enrichment_requests" ALTER COLUMN "result" SET DATA TYPE json USING "result"::json;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "body" DROP NOT NULL;
