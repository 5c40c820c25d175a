import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/db/testing/test-db";
import { resetEnvCache } from "@/lib/core/env";
import { createAccount } from "@/lib/features/accounts/create-account";
import { listOutbox, mailTo, recordEmail, sendEmail } from "./send-email";

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let accountId: string;
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  ({ db } = await createTestDb());
  ({ accountId } = await createAccount(db, { email: "mail@example.com" }));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => {
        raw += c.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  delete process.env.SMTP_URL;
  resetEnvCache();
});

const message = (key?: string) => ({
  to: ["owner@example.com"],
  subject: "3 new leads for Nordic CTOs",
  text: "Three leads were delivered.",
  html: "<p>Three leads were delivered.</p>",
  kind: "leads",
  dedupeKey: key,
});

describe("sendEmail", () => {
  it("keeps the message in the Outbox when SMTP_URL is unset", async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    const result = await sendEmail(db, accountId, message());
    expect(result.status).toBe("outbox");
    const outbox = await listOutbox(db, accountId);
    expect(outbox[0]).toMatchObject({ subject: "3 new leads for Nordic CTOs", status: "outbox" });
    expect(received).toHaveLength(0);
  });

  it("delivers through a real SMTP server when SMTP_URL is set, once per dedupe key", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvCache();
    const first = await sendEmail(db, accountId, message("tick-1"));
    const again = await sendEmail(db, accountId, message("tick-1"));
    expect(first.status).toBe("sent");
    expect(again).toEqual(first);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["owner@example.com"]);
    expect(received[0]?.raw).toContain("Subject: 3 new leads for Nordic CTOs");
    expect(received[0]?.raw).toContain("Three leads were delivered.");
  });

  it("records a failed send and throws so the job retries", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    resetEnvCache();
    await expect(sendEmail(db, accountId, message("tick-2"))).rejects.toThrow();
    const outbox = await listOutbox(db, accountId);
    expect(outbox.find((m) => m.dedupeKey === "tick-2")?.status).toBe("failed");
  });
});

describe("mailTo", () => {
  it("finds an address's messages whether or not an account holds them", async () => {
    const base = { subject: "s", text: "t", html: "<p>t</p>" };
    await recordEmail(db, null, { ...base, to: ["new@example.com"], kind: "first" });
    await recordEmail(db, accountId, { ...base, to: ["new@example.com"], kind: "second" });
    await recordEmail(db, null, { ...base, to: ["other@example.com"], kind: "other" });
    const found = await mailTo(db, " New@Example.com ");
    expect(found.map((m) => m.kind).sort()).toEqual(["first", "second"]);
  });
});
