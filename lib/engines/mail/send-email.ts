import { and, desc, eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { env } from "@/lib/core/env";
import { logger } from "@/lib/core/logger";

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
 * Stores a message in email_outbox (once per dedupe key) and returns its id. Without SMTP_URL
 * that is where it stays, readable on the Outbox page.
 */
export async function recordEmail(
  db: DbOrTx,
  accountId: string | null,
  message: EmailMessage,
): Promise<string> {
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
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, message.dedupeKey ?? ""));
  if (!existing) throw new Error("email_outbox insert returned nothing");
  return existing.id;
}

/**
 * Sends a stored message through SMTP_URL unless it was sent already. A failure is recorded
 * and rethrown so the calling job retries. Without SMTP_URL it stays in the Outbox.
 */
export async function sendStoredEmail(db: DbOrTx, id: string): Promise<"outbox" | "sent"> {
  const smtpUrl = env().SMTP_URL;
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no e-mail ${id}`);
  if (row.status === "sent") return "sent";
  if (!smtpUrl) return "outbox";
  try {
    await smtpTransport(smtpUrl).sendMail({
      from: env().SMTP_FROM,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
    });
  } catch (error) {
    await db
      .update(emailOutbox)
      .set({ status: "failed", error: error instanceof Error ? error.message : String(error) })
      .where(eq(emailOutbox.id, id));
    logger.warn({ err: error, emailId: id }, "e-mail send failed");
    throw error;
  }
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: new Date(), error: null })
    .where(eq(emailOutbox.id, id));
  return "sent";
}

/** Records and sends at once (callers outside a job, such as tests and the admin CLI). */
export async function sendEmail(
  db: DbOrTx,
  accountId: string | null,
  message: EmailMessage,
): Promise<{ id: string; status: "outbox" | "sent" }> {
  const id = await recordEmail(db, accountId, message);
  return { id, status: await sendStoredEmail(db, id) };
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

/**
 * For the operator (admin CLI `mail`): the newest messages stored for an address, whichever
 * account they belong to or none (a sign-up's confirmation, an opt-out's): without SMTP_URL
 * the Outbox page shows only an account's own.
 */
export async function mailTo(db: DbOrTx, address: string, limit = 5) {
  return db
    .select({
      createdAt: emailOutbox.createdAt,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
    })
    .from(emailOutbox)
    .where(sql`${address.trim().toLowerCase()} = any(${emailOutbox.to})`)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
