import { describe, expect, it } from "vitest";
import { TokenKeeper, vendorBaseAllowed } from "./oauth-tokens";

/* What a vendor's token answer may point our calls and links at, and one refresh for all (docs/crm.md). */

describe("a vendor-given base URL", () => {
  const configured = "http://127.0.0.1:4010";
  it("is used when https, or the configured base's own origin", () => {
    expect(vendorBaseAllowed("https://acme.pipedrive.com", configured)).toBe(true);
    expect(vendorBaseAllowed("https://eu12.my.salesforce.com/", configured)).toBe(true);
    expect(vendorBaseAllowed("http://127.0.0.1:4010", configured)).toBe(true);
  });
  it("is refused over http elsewhere, with credentials, or another scheme", () => {
    expect(vendorBaseAllowed("http://acme.pipedrive.com", configured)).toBe(false);
    expect(vendorBaseAllowed("http://127.0.0.1:4011", configured)).toBe(false);
    expect(vendorBaseAllowed("http://169.254.169.254", "https://api.pipedrive.com")).toBe(false);
    expect(vendorBaseAllowed("https://user:pw@acme.pipedrive.com", configured)).toBe(false);
    expect(vendorBaseAllowed("ftp://acme.pipedrive.com", configured)).toBe(false);
    expect(vendorBaseAllowed("not a url", configured)).toBe(false);
  });
});

describe("the token keeper", () => {
  const secret = (access: string, expiresAt: number) => ({
    kind: "oauth" as const,
    refreshToken: "r1",
    accessToken: access,
    expiresAt,
  });
  it("refreshes an access token about to expire, and calls refused together share one refresh", async () => {
    let refreshes = 0;
    const kept: string[] = [];
    const keeper = new TokenKeeper(
      secret("a0", Date.now() + 30_000),
      async (previous) => {
        expect(previous.refreshToken).toBe("r1");
        refreshes++;
        return secret(`a${refreshes}`, Date.now() + 1_800_000);
      },
      async (next) => {
        kept.push(next.accessToken);
      },
    );
    expect(await keeper.current()).toBe("a1");
    expect(await keeper.current()).toBe("a1");
    const [x, y] = await Promise.all([keeper.refresh("a1"), keeper.refresh("a1")]);
    expect([x, y]).toEqual(["a2", "a2"]);
    // A call refused with a token already replaced gets the new one, no refresh.
    expect(await keeper.refresh("a1")).toBe("a2");
    expect(refreshes).toBe(2);
    expect(kept).toEqual(["a1", "a2"]);
  });
});
