import { and, desc, eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";

export interface EmailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  kind: string;
  campaignId?: string;
  /** Same key → the message is stored and sent once, however often the caller retries. */
  dedupeKey?: string;
  meta?: Record<string, unknown>;
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;

function smtpTransport(url: string): Transporter {
  if (!transport || transportUrl !== url) {
    transport = nodemailer.createTransport(url);
    transportUrl = url;
  }
  return transport;
}

/**
 * Records the message in email_outbox and, when SMTP_URL is set, sends it. Without SMTP the
 * message stays in the Outbox, readable in the app. A send failure is recorded and rethrown so
 * the calling job retries; a message already sent under its dedupe key is not sent again.
 */
export async function sendEmail(
  db: DbOrTx,
  accountId: string | null,
  message: EmailMessage,
): Promise<{ id: string; status: "outbox" | "sent" }> {
  const smtpUrl = env().SMTP_URL;
  const [inserted] = await db
    .insert(emailOutbox)
    .values({
      accountId,
      campaignId: message.campaignId,
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      status: "outbox",
      dedupeKey: message.dedupeKey,
      meta: message.meta ?? {},
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  const row =
    inserted ??
    (
      await db
        .select({ id: emailOutbox.id, status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, message.dedupeKey ?? ""))
    )[0];
  if (!row) throw new Error("email_outbox insert returned nothing");
  if ("status" in row && row.status === "sent") return { id: row.id, status: "sent" };
  if (!smtpUrl) return { id: row.id, status: "outbox" };
  try {
    await smtpTransport(smtpUrl).sendMail({
      from: env().SMTP_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (error) {
    await db
      .update(emailOutbox)
      .set({ status: "failed", error: error instanceof Error ? error.message : String(error) })
      .where(eq(emailOutbox.id, row.id));
    logger.warn({ err: error, emailId: row.id }, "e-mail send failed");
    throw error;
  }
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: new Date(), error: null })
    .where(eq(emailOutbox.id, row.id));
  return { id: row.id, status: "sent" };
}

export async function listOutbox(
  db: DbOrTx,
  accountId: string,
  options: { campaignId?: string; limit?: number } = {},
) {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.accountId, accountId),
        options.campaignId ? eq(emailOutbox.campaignId, options.campaignId) : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit ?? 100);
}
