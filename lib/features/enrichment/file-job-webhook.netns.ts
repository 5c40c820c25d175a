import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as result } from "@/app/v1/enrichment-jobs/[id]/result/route";
import { POST as create } from "@/app/v1/enrichment-jobs/route";
import { webhookDeliveries } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { resetEnvCache } from "@/lib/core/env";
import { startJobs, stopJobs } from "@/lib/edge/worker/start-worker";
import { createAccount } from "@/lib/features/accounts/create-account";
import { saveProfiles } from "@/lib/model/profiles/save-profiles";
import { eventually, sampleProfile, startReceiver } from "./enrichment-fixtures";
import { FileJobCompleted } from "./file-job-schema";

/*
 * An enrichment job through the job queue itself, with a webhook receiver on loopback: the
 * worker runs it to the end and one signed `enrichment_job.completed` delivery arrives; the
 * same file sent as text/csv and as multipart downloads byte for byte the same.
 */

let db: Awaited<ReturnType<typeof createTestDb>>["db"];
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "true";
  resetEnvCache();
  ({ db } = await createTestDb());
  await saveProfiles(
    db,
    Array.from({ length: 8 }, (_, i) => sampleProfile(i)),
    { source: "alpha" },
  );
  await startJobs({ pollMs: 50 });
  receiver = await startReceiver();
});
beforeAll(() => {
  afterAll(async () => {
    await stopJobs();
    await receiver.close();
  });
});

const FILE = `E-mail;Name\n${Array.from({ length: 8 }, (_, i) => `first${i}.0@example.com;P${i}`).join("\n")}\nnobody@nowhere.example;x\n`;

describe("an enrichment job on the workers", () => {
  it("completes by itself and sends one signed completion; both upload forms give the same file", async () => {
    const a = await createAccount(db, { email: "fj-netns@example.com", plan: "pro" });
    const post = (body: BodyInit, query: string, type?: string) =>
      create(
        new Request(`http://test/v1/enrichment-jobs${query}`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${a.apiKey}`,
            ...(type ? { "content-type": type } : {}),
          },
          body,
        }),
      );
    const url = receiver.url("/jobs");
    const viaCsv = await post(FILE, `?webhookUrl=${encodeURIComponent(url)}`, "text/csv");
    expect(viaCsv.status).toBe(202);
    const { id } = (await viaCsv.json()) as { id: string };
    await receiver.waitFor(1, 30_000);
    const delivery = receiver.received[0];
    expect(delivery).toBeDefined();
    const body = FileJobCompleted.parse(JSON.parse(delivery?.body ?? "{}"));
    expect(body).toMatchObject({ id, data: { status: "completed", rows: 9, matched: 8 } });
    expect(
      new Webhook(a.webhookSecret).verify(
        delivery?.body ?? "",
        delivery?.headers as Record<string, string>,
      ),
    ).toBeTruthy();
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.accountId, a.accountId));
    expect(rows).toHaveLength(1);

    const form = new FormData();
    form.set("file", new Blob([FILE], { type: "text/csv" }), "people.csv");
    const viaForm = await post(form, "");
    expect(viaForm.status).toBe(202);
    const second = ((await viaForm.json()) as { id: string }).id;
    const download = (job: string) =>
      result(
        new Request(`http://test/v1/enrichment-jobs/${job}/result`, {
          headers: { authorization: `Bearer ${a.apiKey}` },
        }),
        { params: Promise.resolve({ id: job }) },
      ).then(async (r) => Buffer.from(await r.arrayBuffer()));
    const done = await eventually(async () => {
      const bytes = await download(second);
      return bytes.includes("not_processed") ? undefined : bytes;
    }, 30_000);
    expect(done.equals(await download(id))).toBe(true);
  });
});
