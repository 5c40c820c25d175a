import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crmConnections } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { systemClock } from "@/lib/core/clock";
import { createAccount } from "@/lib/features/accounts/create-account";
import { getConnection, listConnections, testConnection } from "../connections";
import { openToken } from "../crm-tokens";
import { finishOAuth, startOAuth } from "../oauth-connect";
import { sealOAuthState } from "../oauth-state";
import { oauthSecretOf } from "../oauth-tokens";
import { runPull } from "../pull";
import { runPush } from "../push-job";
import { getPush, startPush } from "../pushes";
import { type CrmSimulators, connectByOAuth, seedList, startCrmSimulators } from "./crm-simulators";
import type { OAuthGrants } from "./oauth-grants";

/*
 * A CRM connected by OAuth 2 (HubSpot, Pipedrive), against its simulator in the loopback-only
 * namespace: the flow with its state checked, a push and a pull riding out an expired access
 * token with the new tokens sealed and nothing lost, and a revoked refresh token shown on the
 * connection without an error escaping. Each vendor's `*-oauth.netns.ts` runs it.
 */

const PEOPLE = 150; // more than one HubSpot batch (100), several Pipedrive ones (20)

export function oauthSuite(
  vendor: "hubspot" | "pipedrive",
  vendorName: string,
  /** The simulator's OAuth grants, and how many records it holds. */
  look: (sims: CrmSimulators) => { grants: OAuthGrants; records: () => number },
) {
  let sims: CrmSimulators;
  let db: Awaited<ReturnType<typeof createTestDb>>["db"];
  let accountId: string;
  let listId: string;
  process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
  const ctx = () => ({ db, accountId, clock: systemClock });
  const app = { clientId: `${vendor}-app-id`, clientSecret: `${vendor}-app-secret` };
  const pacing = { backoffMs: 5, attempts: 4 };

  beforeAll(async () => {
    ({ db } = await createTestDb());
    sims = await startCrmSimulators({
      hubspot: { token: "pat-unused-0000", max: 1_000, intervalMs: 200, oauth: app },
      pipedrive: {
        token: "0".repeat(40),
        max: 1_000,
        windowMs: 500,
        retryAfter: 0,
        oauth: app,
      },
      salesforce: { clientId: "3MVG9-unused", clientSecret: "unused" },
    });
    accountId = (await createAccount(db, { email: `${vendor}-oauth@example.com`, plan: "pro" }))
      .accountId;
    const people = Array.from({ length: PEOPLE }, (_, i) => ({
      id: `${vendor}_oauth_${i}`,
      email: `oauth${i}@firm${i % 7}.example`,
    }));
    listId = await seedList(db, accountId, "By OAuth", people);
  }, 120_000);
  afterAll(() => sims.close());

  async function sealed(connectionId: string) {
    const [row] = await db
      .select({ token: crmConnections.tokenSealed })
      .from(crmConnections)
      .where(and(eq(crmConnections.id, connectionId), eq(crmConnections.accountId, accountId)));
    const secret = oauthSecretOf(openToken(row?.token ?? "") ?? "");
    expect(secret).not.toBeNull();
    return secret as NonNullable<typeof secret>;
  }

  describe(`${vendorName} by OAuth 2`, () => {
    it("refuses a forged state, another account's or user's state, a missing cookie and a bad code", async () => {
      const session = { ...ctx(), userId: "u1" };
      const started = startOAuth(session, vendor);
      const consent = await fetch(started.url, { redirect: "manual" });
      const back = Object.fromEntries(new URL(consent.headers.get("location") ?? "").searchParams);
      const refused = async (
        params: Record<string, string>,
        nonce: string | undefined,
        who = session,
      ) =>
        expect(await finishOAuth(who, vendor, params, nonce, true)).toMatchObject({
          crmError: expect.stringMatching(/not started here|not understood|refused|invalid/i),
        });
      await refused({ ...back, state: `${back.state?.slice(0, -4)}AAAA` }, started.nonce);
      await refused(back, started.nonce, { ...session, accountId: "acc_someone_else" });
      await refused(back, started.nonce, { ...session, userId: "u2" });
      await refused(back, undefined);
      // A state sealed for another vendor, with its own nonce, is not this vendor's.
      const other = sealOAuthState({
        vendor: vendor === "hubspot" ? "pipedrive" : "hubspot",
        accountId,
        userId: "u1",
      });
      await refused({ ...back, state: other.state }, other.nonce);
      await refused({ code: "not-a-code", state: back.state ?? "" }, started.nonce);
      // The vendor's own refusal ("Cancel" on the consent page) is said in words.
      expect(
        await finishOAuth(session, vendor, { error: "access_denied" }, started.nonce, true),
      ).toEqual({ crmError: `${vendorName} did not connect: access_denied` });
      // A member may not connect, even with a good state.
      expect(await finishOAuth(session, vendor, back, started.nonce, false)).toMatchObject({
        crmError: expect.stringMatching(/admin/),
      });
      expect(await listConnections(ctx())).toHaveLength(0);
    });

    it("connects, pushes and pulls through an expired access token, nothing lost, the new tokens sealed", async () => {
      const { grants, records } = look(sims);
      const connectionId = await connectByOAuth(ctx(), vendor);
      const connection = await getConnection(ctx(), connectionId);
      expect(connection).toMatchObject({ vendor, lastError: null });
      expect(await testConnection(ctx(), connectionId)).toMatchObject({ ok: true });
      const first = await sealed(connectionId);

      // Expired after the first batch: the next call is refused, refreshed once, and repeated.
      const push = await startPush(ctx(), { listId, connectionId });
      expect(
        await runPush(db, accountId, push.id, {
          pacing,
          afterBatch: (batch) => {
            if (batch === 0) grants.expireAccessTokens();
          },
        }),
      ).toBe("done");
      expect((await getPush(ctx(), push.id)).counts).toMatchObject({
        pending: 0,
        created: PEOPLE,
        failed: 0,
      });
      expect(records()).toBe(PEOPLE);
      const second = await sealed(connectionId);
      expect(second.accessToken).not.toBe(first.accessToken);
      expect(grants.check(second.accessToken)).toBe("valid");
      expect(second.refreshToken).toBe(first.refreshToken);

      // The pull too; and the next push starts with the sealed token, needing no refresh.
      grants.expireAccessTokens();
      expect(await runPull(db, accountId, connectionId)).toBe("done");
      const third = await sealed(connectionId);
      expect(third.accessToken).not.toBe(second.accessToken);
      const again = await startPush(ctx(), { listId, connectionId });
      expect(await runPush(db, accountId, again.id, { pacing })).toBe("done");
      expect((await getPush(ctx(), again.id)).counts).toMatchObject({ created: 0, failed: 0 });
      expect((await sealed(connectionId)).accessToken).toBe(third.accessToken);
      expect(records()).toBe(PEOPLE);
    });

    it("a revoked refresh token fails the push and Test with the vendor's words on the connection", async () => {
      const { grants } = look(sims);
      const connectionId = (await listConnections(ctx()))[0]?.id ?? "";
      grants.revokeRefreshTokens();
      grants.expireAccessTokens();
      const push = await startPush(ctx(), { listId, connectionId });
      expect(await runPush(db, accountId, push.id, { pacing })).toBe("failed");
      const connection = await getConnection(ctx(), connectionId);
      expect(connection.lastError).toMatch(
        new RegExp(`${vendorName} refused the token: .*refresh`, "i"),
      );
      expect((await getPush(ctx(), push.id)).status).toBe("failed");
      const tested = await testConnection(ctx(), connectionId);
      expect(tested.ok).toBe(false);
      expect(tested.message).toMatch(/refresh/i);
    });
  });
}
