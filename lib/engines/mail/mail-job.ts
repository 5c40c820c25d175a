import { z } from "zod";
import { type DbOrTx, getDb } from "@/db/client";
import { env } from "@/lib/core/env";
import { enqueue } from "@/lib/engines/jobs/boss";
import { defineJob } from "@/lib/engines/jobs/define-job";
import { type EmailMessage, recordEmail, sendStoredEmail } from "./send-email";

export const mailJob = defineJob({
  name: "mail.send",
  schema: z.object({ emailId: z.string().min(1) }),
  queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  handle: async ({ emailId }) => {
    await sendStoredEmail(getDb(), emailId);
  },
});

/**
 * Records a message in the caller's transaction and, when SMTP is configured, queues its send
 * in the same transaction: the e-mail exists exactly when what it reports does.
 */
export async function queueEmail(db: DbOrTx, accountId: string | null, message: EmailMessage) {
  const emailId = await recordEmail(db, accountId, message);
  if (env().SMTP_URL) await enqueue(db, mailJob, { emailId });
  return emailId;
}
