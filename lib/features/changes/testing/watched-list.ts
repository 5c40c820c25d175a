import { expect } from "vitest";
import { POST as importRoute } from "@/app/v1/contact/import/route";
import type { Clock } from "@/lib/core/clock";
import type { Ctx } from "@/lib/core/context";
import { refreshAudienceIndex } from "@/lib/engines/audience";
import { startDns, startSmtp } from "@/lib/engines/verification/testing/mail-servers";
import type { VerifyOptions } from "@/lib/engines/verification/verify";
import type { createAccount } from "@/lib/features/accounts/create-account";
import {
  createTestDbWithAudience,
  deliverCampaign,
  roomyAccount,
} from "@/lib/features/campaigns/testing/fixtures";
import { createList } from "@/lib/features/lists/lists";

/*
 * The re-verification tests' fixture: one mail domain served by a local DNS and SMTP server on
 * 127.0.0.x (inside the tests' loopback-only network namespace), an account that imported the
 * given people, and a list a campaign saved them to. The SMTP server reads `mailboxes` at each
 * RCPT: removing an address makes it refuse that address from then on.
 */

export interface WatchedListFixture {
  db: Awaited<ReturnType<typeof createTestDbWithAudience>>["db"];
  account: Awaited<ReturnType<typeof createAccount>>;
  ctx: Ctx;
  listId: string;
  /** The addresses the SMTP server accepts, read at each RCPT. */
  mailboxes: string[];
  /** How to probe against these servers (reverifyList's options). */
  probe: VerifyOptions;
  close: () => Promise<void>;
}

export async function startWatchedList(options: {
  /** The mail domain of the people's addresses. */
  domain: string;
  /** The loopback address the SMTP server listens on (127.0.0.x), and its port. */
  ip: string;
  port: number;
  /** A contact-import CSV (own contacts) of the people. */
  people: string;
  mailboxes: string[];
  email: string;
  clock: Clock;
}): Promise<WatchedListFixture> {
  process.env.AUTH_SECRET ??= "test-secret-for-watched-lists";
  const dns = await startDns({
    [options.domain]: { mx: [[10, `mx.${options.domain}`]] },
    [`mx.${options.domain}`]: { a: [options.ip] },
  });
  const mailboxes = [...options.mailboxes];
  const smtp = await startSmtp(options.ip, options.port, { kind: "mailboxes", mailboxes });
  const { db } = await createTestDbWithAudience(0);
  const account = await roomyAccount(db, options.email);
  const ctx: Ctx = { db, accountId: account.accountId, clock: options.clock };
  const res = await importRoute(
    new Request("http://test/v1/contact/import", {
      method: "POST",
      headers: { authorization: `Bearer ${account.apiKey}`, "content-type": "text/csv" },
      body: options.people,
    }),
  );
  expect(res.status).toBe(200);
  await refreshAudienceIndex(db);
  const listId = (await createList(ctx, { name: options.domain })).id;
  await deliverCampaign(ctx, {
    name: options.domain,
    filters: { contact: { requireEmail: true } },
    saveToList: { enabled: true, listId },
  });
  return {
    db,
    account,
    ctx,
    listId,
    mailboxes,
    probe: {
      dnsServers: [dns.server],
      smtpPort: options.port,
      timeoutMs: 2000,
      greylistRetries: 0,
      perDomainIntervalMs: 0,
    },
    close: async () => {
      await smtp.close();
      await dns.close();
    },
  };
}
