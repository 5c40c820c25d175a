ALTER TABLE "enrichment_requests" ADD COLUMN "work_email_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrichment_requests" ADD COLUMN "deliver_catch_all" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "enrichment_requests" ADD COLUMN "deliver_unknown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "has_work_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_configs" ADD COLUMN "breaker_open_until" timestamp with time zone;--> statement-breakpoint
-- Rows written before the column existed: isWorkAddress() of lib/verification/domains.ts in SQL,
-- with its webmail and disposable domains as they were when this migration was written (rows
-- written afterwards get the flag from lib/profiles/profile-rows.ts).
UPDATE "profiles" p SET "has_work_email" = true
WHERE p."has_email" AND EXISTS (
  SELECT 1 FROM "contacts" c
  WHERE c."profile_id" = p."id" AND c."kind" = 'email' AND c."type" <> 'personal'
    AND lower(split_part(c."value", '@', 2)) NOT IN ('gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.fr', 'yahoo.co.uk', 'ymail.com', 'hotmail.com', 'hotmail.fr', 'hotmail.co.uk', 'outlook.com', 'outlook.fr', 'live.com', 'live.fr', 'msn.com', 'aol.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com', 'zoho.com', 'yandex.com', 'yandex.ru', 'mail.ru', 'orange.fr', 'wanadoo.fr', 'free.fr', 'laposte.net', 'sfr.fr', 't-online.de', 'libero.it', 'qq.com', '163.com', '126.com', 'fastmail.com', 'mailinator.com', 'guerrillamail.com', '10minutemail.com', 'tempmail.com', 'temp-mail.org', 'yopmail.com', 'trashmail.com', 'sharklasers.com', 'getnada.com', 'dispostable.com', 'throwawaymail.com', 'maildrop.cc', 'fakeinbox.com', 'mintemail.com', 'mohmal.com')
);
