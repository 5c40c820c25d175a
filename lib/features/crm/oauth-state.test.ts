import { describe, expect, it } from "vitest";
import { acceptOAuthState, sealOAuthState } from "./oauth-state";

/* A CRM's OAuth callback accepts only the state its own session started (docs/crm.md). */

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
const me = { accountId: "acc_1", userId: "usr_1" };

describe("CRM OAuth state", () => {
  it("is accepted by the session that started it, with its cookie's nonce", () => {
    const { state, nonce } = sealOAuthState({ ...me, vendor: "salesforce", object: "Contact" });
    expect(acceptOAuthState("salesforce", state, nonce, me)).toEqual({
      ...me,
      vendor: "salesforce",
      object: "Contact",
      nonce,
    });
    const hubspot = sealOAuthState({ ...me, vendor: "hubspot" });
    expect(acceptOAuthState("hubspot", hubspot.state, hubspot.nonce, me)).toEqual({
      ...me,
      vendor: "hubspot",
      nonce: hubspot.nonce,
    });
  });

  it("is refused for another vendor, account or user, without the cookie, or tampered with", () => {
    const { state, nonce } = sealOAuthState({ ...me, vendor: "salesforce", object: "Lead" });
    expect(acceptOAuthState("salesforce", state, nonce, { ...me, accountId: "acc_2" })).toBeNull();
    expect(acceptOAuthState("salesforce", state, nonce, { ...me, userId: "usr_2" })).toBeNull();
    expect(acceptOAuthState("pipedrive", state, nonce, me)).toBeNull();
    expect(acceptOAuthState("salesforce", state, undefined, me)).toBeNull();
    expect(acceptOAuthState("salesforce", state, "another-nonce", me)).toBeNull();
    expect(acceptOAuthState("salesforce", `${state.slice(0, -3)}abc`, nonce, me)).toBeNull();
    expect(acceptOAuthState("salesforce", "x".repeat(3_000), nonce, me)).toBeNull();
  });

  it("expires after ten minutes", () => {
    const now = Date.now();
    const { state, nonce } = sealOAuthState({ ...me, vendor: "hubspot" }, now);
    expect(acceptOAuthState("hubspot", state, nonce, me, now + 9 * 60_000)).not.toBeNull();
    expect(acceptOAuthState("hubspot", state, nonce, me, now + 11 * 60_000)).toBeNull();
  });
});
