import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { memberships, ROLES, type Role, users } from "@/db/schema";
import { createTestDb } from "@/db/testing/test-db";
import { sessionCookie, useTestAuthSecret } from "@/lib/edge/auth/session-cookie.testing";
import { openApiDocument } from "@/lib/edge/openapi/document";
import { stopBoss } from "@/lib/engines/jobs/boss";
import { createApiKey } from "@/lib/features/accounts/api-keys";
import { createAccount } from "@/lib/features/accounts/create-account";
import { PERMISSIONS, type Permission } from "@/lib/features/accounts/permissions";
import { loadV1Routes, type V1Route } from "./v1-routes.testing";

/*
 * The role matrix: every /v1 route (found on disk) and every server action (every export of a
 * "use server" module), called by each role, is allowed or refused 403 `insufficient_role`
 * naming the least role that may, as the table below says; and each route refuses a key
 * without its scope 403 `insufficient_scope`, and answers one with only that scope. A route or
 * action added later fails here until it is given its row.
 */

/** The least role each operation needs: the table, written out. */
const ROUTES: Record<string, Role> = {
  "GET /v1/campaigns": "viewer",
  "POST /v1/campaigns": "member",
  "GET /v1/campaigns/templates": "viewer",
  "GET /v1/campaigns/[id]": "viewer",
  "PATCH /v1/campaigns/[id]": "member",
  "POST /v1/campaigns/[id]/archive": "member",
  "GET /v1/campaigns/[id]/checklist": "viewer",
  "POST /v1/campaigns/[id]/duplicate": "member",
  "POST /v1/campaigns/[id]/launch": "member",
  "GET /v1/campaigns/[id]/leads": "viewer",
  "GET /v1/campaigns/[id]/leads/export": "member",
  "GET /v1/campaigns/[id]/changes": "viewer",
  "GET /v1/campaigns/[id]/watch": "viewer",
  "PUT /v1/campaigns/[id]/watch": "member",
  "DELETE /v1/campaigns/[id]/watch": "member",
  "POST /v1/campaigns/[id]/pause": "member",
  "POST /v1/campaigns/[id]/reset": "member",
  "POST /v1/campaigns/[id]/resume": "member",
  "GET /v1/company-lists": "viewer",
  "POST /v1/company-lists": "admin",
  "GET /v1/company-lists/[id]": "viewer",
  "DELETE /v1/company-lists/[id]": "admin",
  "POST /v1/contact/bulk": "member",
  "POST /v1/contact/details": "member",
  "POST /v1/contact/enrich": "member",
  "GET /v1/contact/enrich": "member",
  "POST /v1/contact/import": "member",
  "POST /v1/contact/search": "member",
  "POST /v1/estimate": "member",
  "GET /v1/filters": "viewer",
  "GET /v1/lists": "viewer",
  "GET /v1/lists/[id]": "viewer",
  "GET /v1/lists/[id]/export": "member",
  "GET /v1/lists/[id]/changes": "viewer",
  "GET /v1/lists/[id]/watch": "viewer",
  "PUT /v1/lists/[id]/watch": "member",
  "DELETE /v1/lists/[id]/watch": "member",
  "POST /v1/lists/[id]/reverify": "member",
  "GET /v1/suppressions": "admin",
  "POST /v1/suppressions": "admin",
  "DELETE /v1/suppressions": "admin",
  "POST /v1/suppressions/import": "admin",
  "GET /v1/usage": "viewer",
  "GET /v1/audit-events": "admin",
  "GET /v1/crm/connections": "viewer",
  "POST /v1/crm/connections": "admin",
  "GET /v1/crm/connections/[id]": "viewer",
  "DELETE /v1/crm/connections/[id]": "admin",
  "POST /v1/crm/connections/[id]/test": "admin",
  "GET /v1/crm/connections/[id]/pull": "viewer",
  "POST /v1/crm/connections/[id]/pull": "admin",
  "GET /v1/crm/connections/[id]/mapping": "viewer",
  "PUT /v1/crm/connections/[id]/mapping": "admin",
  "POST /v1/crm/pushes": "member",
  "GET /v1/crm/pushes/[id]": "viewer",
  "GET /v1/crm/pushes/[id]/rows": "viewer",
  "GET /v1/campaigns/[id]/crm": "viewer",
  "PUT /v1/campaigns/[id]/crm": "admin",
  "POST /v1/enrichment-jobs": "member",
  "POST /v1/enrichment-jobs/preview": "member",
  "GET /v1/enrichment-jobs/[id]": "member",
  "POST /v1/enrichment-jobs/[id]/cancel": "member",
  "POST /v1/enrichment-jobs/[id]/resume": "member",
  "GET /v1/enrichment-jobs/[id]/result": "member",
  "DELETE /v1/webhook-endpoints/[id]": "admin",
  "GET /v1/webhook-endpoints": "admin",
  "GET /v1/webhook-endpoints/[id]": "admin",
  "GET /v1/webhook-endpoints/[id]/deliveries": "admin",
  "GET /v1/webhook-endpoints/[id]/secret": "admin",
  "PATCH /v1/webhook-endpoints/[id]": "admin",
  "POST /v1/webhook-endpoints": "admin",
  "POST /v1/webhook-endpoints/[id]/replay": "admin",
  "POST /v1/webhook-endpoints/[id]/rotate-secret": "admin",
  "POST /v1/webhook-endpoints/[id]/test": "admin",
  "GET /v1/audit-events/export": "admin",
};
/** Routes open to anyone: the API's own description. */
const PUBLIC_ROUTES = new Set(["GET /v1/openapi.json"]);

/** The least role each server action needs; "public" for sign-up's and opt-out's. */
const ACTIONS: Record<string, Role | "public"> = {
  "account-actions.ts signUpAction": "public",
  "account-actions.ts confirmSignUpAction": "public",
  "account-actions.ts forgotPasswordAction": "public",
  "account-actions.ts resetPasswordAction": "public",
  "account-actions.ts createKeyAction": "member",
  "account-actions.ts revokeKeyAction": "member",
  "account-actions.ts rotateSecretAction": "admin",
  "account-actions.ts signOutEverywhereAction": "viewer",
  "account-actions.ts changePasswordAction": "viewer",
  "account-actions.ts revokeSessionAction": "viewer",
  "crm-actions.ts createCrmConnectionAction": "admin",
  "crm-actions.ts testCrmConnectionAction": "admin",
  "crm-actions.ts startCrmOAuthAction": "admin",
  "crm-actions.ts deleteCrmConnectionAction": "admin",
  "crm-actions.ts crmMappingAction": "viewer",
  "crm-actions.ts saveCrmMappingAction": "admin",
  "crm-actions.ts previewCrmPushAction": "member",
  "crm-actions.ts startCrmPushAction": "member",
  "crm-actions.ts crmPushProgressAction": "viewer",
  "crm-actions.ts refreshFromCrmAction": "admin",
  "crm-actions.ts crmPullStatusAction": "viewer",
  "crm-actions.ts campaignCrmAction": "viewer",
  "crm-actions.ts setCampaignCrmAction": "admin",
  "webhook-endpoint-actions.ts createEndpointAction": "admin",
  "webhook-endpoint-actions.ts deleteEndpointAction": "admin",
  "webhook-endpoint-actions.ts replayEndpointAction": "admin",
  "webhook-endpoint-actions.ts revealEndpointSecretAction": "admin",
  "webhook-endpoint-actions.ts rotateEndpointSecretAction": "admin",
  "webhook-endpoint-actions.ts testEndpointAction": "admin",
  "webhook-endpoint-actions.ts updateEndpointAction": "admin",
  "account-actions.ts revokeOtherSessionsAction": "viewer",
  "campaign-actions.ts sendTestWebhookAction": "member",
  "campaign-actions.ts webhookTestAction": "viewer",
  "campaign-actions.ts launchAnywayAction": "member",
  "company-list-actions.ts deleteCompanyListAction": "admin",
  "contact-import-actions.ts deleteOwnContact": "member",
  "do-not-contact-actions.ts addEntryAction": "admin",
  "do-not-contact-actions.ts removeEntryAction": "admin",
  "enrichment-actions.ts resendAction": "member",
  "list-actions.ts removeFromList": "member",
  "list-actions.ts watchListAction": "member",
  "list-actions.ts reverifyListAction": "member",
  "list-actions.ts scheduleRefreshAction": "member",
  "member-actions.ts inviteAction": "admin",
  "member-actions.ts resendInvitationAction": "admin",
  "member-actions.ts revokeInvitationAction": "admin",
  "member-actions.ts changeRoleAction": "admin",
  "member-actions.ts setMemberCapsAction": "admin",
  "member-actions.ts removeMemberAction": "admin",
  "member-actions.ts acceptInvitationAction": "viewer",
  "member-actions.ts switchWorkspaceAction": "viewer",
  "member-actions.ts transferOwnershipAction": "owner",
  "email-change-actions.ts requestEmailChangeAction": "viewer",
  "email-change-actions.ts confirmEmailChangeAction": "public",
  "email-change-actions.ts undoEmailChangeAction": "public",
  "member-actions.ts deleteWorkspaceAction": "owner",
  "privacy-actions.ts requestOptOutAction": "public",
  "privacy-actions.ts confirmOptOutAction": "public",
  "provider-actions.ts saveProviderAction": "admin",
  "provider-actions.ts moveProviderAction": "admin",
  "provider-actions.ts removeProviderAction": "admin",
  "provider-actions.ts orderProvidersAction": "admin",
  "provider-actions.ts testProviderAction": "admin",
};

const RANK: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };
const mayAct = (role: Role, needed: Role) => RANK[role] >= RANK[needed];

/** The signed-in member a server action sees (mocked session), and what problemOf mapped. */
const session = vi.hoisted(() => ({ accountId: "", userId: "", email: "", role: "owner" }));
const problems = vi.hoisted(() => [] as { code: string; extra: Record<string, unknown> }[]);

vi.mock("@/lib/edge/auth/session-ctx", () => ({
  requireSessionCtx: async () => ({ db: getDb(), clock: { now: () => new Date() }, ...session }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost", "x-forwarded-for": "127.0.0.1" }),
  cookies: async () => ({ getAll: () => [], delete: () => {} }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { digest: `NEXT_REDIRECT;${to}` });
  },
}));
vi.mock("./problem", async (original) => {
  const actual = await original<typeof import("./problem")>();
  return {
    ...actual,
    problemOf: (error: unknown, requestId: string) => {
      const problem = actual.problemOf(error, requestId);
      problems.push({ code: problem.code, extra: problem.extra });
      return problem;
    },
  };
});

const APP = "http://leadwise.test";
const FAKE_ID = "00000000-0000-4000-8000-000000000000";
let routes: V1Route[];
const cookies = {} as Record<Role, string>;
const members = {} as Record<Role, string>;
let accountId = "";
type Action = (...args: unknown[]) => Promise<unknown>;
const actions: [string, Action][] = [];

beforeAll(async () => {
  useTestAuthSecret();
  const { db } = await createTestDb();
  const owner = await createAccount(db, { email: "owner@matrix.test", plan: "pro" });
  accountId = owner.accountId;
  members.owner = owner.userId;
  for (const role of ROLES) {
    if (role !== "owner") {
      const [user] = await db
        .insert(users)
        .values({ accountId, email: `${role}@matrix.test` })
        .returning({ id: users.id });
      members[role] = user?.id ?? "";
      await db.insert(memberships).values({ accountId, userId: members[role], role });
    }
    cookies[role] = await sessionCookie({ userId: members[role], accountId });
  }
  routes = await loadV1Routes();
  const root = path.resolve("lib");
  for (const file of (await readdir(root, { recursive: true })).sort()) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const source = await readFile(path.join(root, file), "utf8");
    if (!/^["']use server["']/.test(source.trimStart())) continue;
    const mod = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn === "function") actions.push([`${path.basename(file)} ${name}`, fn as Action]);
    }
  }
});
afterAll(() => stopBoss());

type DocumentedOperation = {
  "x-permission"?: string;
  responses: Record<string, { description?: string }>;
};
type Handler = V1Route["methods"][number][1] & { permission?: Permission; bodyType?: string };

/** One call of a route's method with these credentials, as the app's own page would send it. */
async function call(
  route: V1Route,
  method: string,
  handler: Handler,
  auth: Record<string, string>,
) {
  const params = Object.fromEntries(route.params.map((p) => [p, FAKE_ID]));
  const url = `${APP}${route.path.replaceAll(/\[(\w+)\]/g, FAKE_ID)}`;
  const hasBody = method !== "GET";
  const res = await handler(
    new Request(url, {
      method,
      headers: {
        ...auth,
        "sec-fetch-site": "same-origin",
        ...(hasBody ? { "content-type": handler.bodyType ?? "application/json" } : {}),
      },
      body: hasBody ? "{}" : undefined,
    }),
    { params: Promise.resolve(params) },
  );
  const body = res.headers.get("content-type")?.includes("json")
    ? ((await res.json()) as Record<string, unknown>)
    : {};
  return { status: res.status, body };
}

function operations(): [string, V1Route, string, Handler][] {
  return routes.flatMap((route) =>
    route.methods.map(
      ([method, handler]) =>
        [`${method} ${route.path}`, route, method, handler as Handler] as [
          string,
          V1Route,
          string,
          Handler,
        ],
    ),
  );
}

describe("the role matrix of /v1", () => {
  it("has a row for every route on disk, and none for a route that is gone", () => {
    const found = operations().map(([op]) => op);
    expect(found.filter((op) => !PUBLIC_ROUTES.has(op)).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("documents each route's permission and its 403s as the route declares them", () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, DocumentedOperation>>;
    };
    for (const [op, route, method, handler] of operations()) {
      if (PUBLIC_ROUTES.has(op)) continue;
      const documented = doc.paths[route.template]?.[method.toLowerCase()];
      expect(documented?.["x-permission"], op).toBe(handler.permission);
      const forbidden = documented?.responses["403"]?.description ?? "";
      expect(forbidden, op).toContain(`insufficient_role`);
      expect(forbidden, op).toContain(`it needs ${ROUTES[op]} or above`);
      expect(forbidden, op).toContain(`insufficient_scope`);
    }
  });

  it("allows each role what its row says, and refuses the rest 403 insufficient_role", async () => {
    for (const [op, route, method, handler] of operations()) {
      if (PUBLIC_ROUTES.has(op)) continue;
      const needed = ROUTES[op] as Role;
      for (const role of ROLES) {
        const { status, body } = await call(route, method, handler, { cookie: cookies[role] });
        const what = `${op} as ${role}: ${status} ${JSON.stringify(body).slice(0, 200)}`;
        if (mayAct(role, needed)) {
          expect(status, what).not.toBe(401);
          expect(body.code, what).not.toBe("insufficient_role");
          expect(body.code, what).not.toBe("forbidden");
        } else {
          expect(status, what).toBe(403);
          expect(body, what).toMatchObject({ code: "insufficient_role", role: needed });
        }
      }
    }
  }, 120_000);

  it("answers a key with only the route's scope, and refuses one without it 403 insufficient_scope", async () => {
    for (const [op, route, method, handler] of operations()) {
      if (PUBLIC_ROUTES.has(op)) continue;
      const scope = handler.permission as Permission;
      expect(PERMISSIONS, op).toContain(scope);
      const only = await createApiKey(getDb(), accountId, "only", {
        createdBy: members.owner,
        scopes: [scope],
      });
      const allBut = await createApiKey(getDb(), accountId, "all but", {
        createdBy: members.owner,
        scopes: PERMISSIONS.filter((p) => p !== scope),
      });
      const allowed = await call(route, method, handler, {
        authorization: `Bearer ${only.apiKey}`,
      });
      expect(allowed.status, op).not.toBe(401);
      expect(allowed.body.code, op).not.toBe("insufficient_scope");
      const refused = await call(route, method, handler, {
        authorization: `Bearer ${allBut.apiKey}`,
      });
      expect(refused.status, op).toBe(403);
      expect(refused.body, op).toMatchObject({ code: "insufficient_scope", scope });
    }
  }, 120_000);
});

describe("the role matrix of the server actions", () => {
  it("has a row for every server action, and none for an action that is gone", () => {
    expect(actions.map(([name]) => name).sort()).toEqual(Object.keys(ACTIONS).sort());
  });

  it("allows each role what its row says, and refuses the rest 403 insufficient_role", async () => {
    for (const [name, action] of actions) {
      const needed = ACTIONS[name];
      if (needed === "public") continue;
      const arity = Math.max(action.length, 1);
      for (const role of ROLES) {
        Object.assign(session, { accountId, userId: members[role], role });
        problems.length = 0;
        const args = Array.from({ length: arity }, (_, i) =>
          i === arity - 1 ? new FormData() : undefined,
        );
        await action(...args).catch((error: { digest?: string }) => {
          expect(error.digest ?? String(error)).toMatch(/^NEXT_REDIRECT/);
        });
        const refusal = problems.find((p) => p.code === "insufficient_role");
        if (mayAct(role, needed as Role)) {
          expect(refusal, `${name} as ${role}`).toBeUndefined();
        } else {
          expect(refusal?.extra, `${name} as ${role}`).toMatchObject({ role: needed });
        }
      }
    }
  }, 120_000);
});
