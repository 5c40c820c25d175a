import { describe, expect, it } from "vitest";
import { acceptOAuthState, sealOAuthState } from "./salesforce-oauth";

/* The Salesforce callback accepts only the state its own session started (docs/crm.md). */

process.env.AUTH_SECRET ??= "test-secret-for-crm-tokens";
const me = { accountId: "acc_1", userId: "usr_1" };

describe("Salesforce OAuth state", () => {
  it("is accepted by the session that started it, with its cookie's nonce", () => {
    const { state, nonce } = sealOAuthState({ ...me, object: "Contact" });
    expect(acceptOAuthState(state, nonce, me)).toEqual({ ...me, object: "Contact", nonce });
  });

  it("is refused for another account or user, without the cookie, or tampered with", () => {
    const { state, nonce } = sealOAuthState({ ...me, object: "Lead" });
    expect(acceptOAuthState(state, nonce, { ...me, accountId: "acc_2" })).toBeNull();
    expect(acceptOAuthState(state, nonce, { ...me, userId: "usr_2" })).toBeNull();
    expect(acceptOAuthState(state, undefined, me)).toBeNull();
    expect(acceptOAuthState(state, "another-nonce", me)).toBeNull();
    expect(acceptOAuthState(`${state.slice(0, -3)}abc`, nonce, me)).toBeNull();
    expect(acceptOAuthState("x".repeat(3_000), nonce, me)).toBeNull();
  });

  it("expires after ten minutes", () => {
    const now = Date.now();
    const { state, nonce } = sealOAuthState({ ...me, object: "Lead" }, now);
    expect(acceptOAuthState(state, nonce, me, now + 9 * 60_000)).not.toBeNull();
    expect(acceptOAuthState(state, nonce, me, now + 11 * 60_000)).toBeNull();
  });
});
