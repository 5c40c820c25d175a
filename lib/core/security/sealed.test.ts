import { describe, expect, it } from "vitest";
import { seal, unseal } from "./sealed";

process.env.AUTH_SECRET ??= "test-secret-for-sealing";

describe("a sealed secret", () => {
  it("opens for its purpose, to what was sealed, and differs each time it is sealed", () => {
    const a = seal("crm token", "pat-na1-0123456789 ✓");
    const b = seal("crm token", "pat-na1-0123456789 ✓");
    expect(a).not.toBe(b);
    expect(a).not.toContain("pat-na1");
    expect(unseal("crm token", a)).toBe("pat-na1-0123456789 ✓");
    expect(unseal("crm token", seal("crm token", ""))).toBe("");
  });

  it("does not open for another purpose", () => {
    expect(unseal("provider key", seal("crm token", "secret"))).toBeNull();
  });

  it("does not open once any byte is changed, cut or added", () => {
    const raw = Buffer.from(seal("crm token", "a secret of some length"), "base64url");
    for (let at = 0; at < raw.length; at++) {
      const changed = Buffer.from(raw);
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(unseal("crm token", changed.toString("base64url")), `byte ${at}`).toBeNull();
    }
    for (let length = 0; length < raw.length; length++) {
      expect(
        unseal("crm token", raw.subarray(0, length).toString("base64url")),
        `${length} bytes`,
      ).toBeNull();
    }
    expect(
      unseal("crm token", Buffer.concat([raw, Buffer.from([0])]).toString("base64url")),
    ).toBeNull();
  });

  it("does not open with a shortened tag, even over an empty body", () => {
    // IV and the first 4 bytes of the tag of an empty plaintext: GCM would check 4 bytes only
    // were the tag's length not fixed.
    const raw = Buffer.from(seal("crm token", ""), "base64url");
    expect(raw.length).toBe(28);
    expect(unseal("crm token", raw.subarray(0, 16).toString("base64url"))).toBeNull();
  });

  it("refuses what is not base64url at all", () => {
    expect(unseal("crm token", "not a sealed value!")).toBeNull();
    expect(unseal("crm token", "")).toBeNull();
  });
});
