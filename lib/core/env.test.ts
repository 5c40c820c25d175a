import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvCache } from "./env";

const saved = { ...process.env };

afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  resetEnvCache();
});

function withEnv(vars: Record<string, string>) {
  Object.assign(process.env, vars);
  resetEnvCache();
  return env;
}

describe("the providers' settings", () => {
  it("are read once, typed: provider addresses by id, verification options", () => {
    const e = withEnv({
      PROVIDER_URL_HUNTER_FINDER: "http://127.0.0.1:4010",
      EMAIL_VERIFICATION: "probe",
      VERIFY_DNS_SERVERS: "127.0.0.1:5353, 127.0.0.2",
      VERIFY_SMTP_PORT: "2526",
      PROVIDER_CACHE_DAYS: "0",
    })();
    expect(e.providerUrls).toEqual({ HUNTER_FINDER: "http://127.0.0.1:4010" });
    expect(e).toMatchObject({
      EMAIL_VERIFICATION: "probe",
      VERIFY_DNS_SERVERS: ["127.0.0.1:5353", "127.0.0.2"],
      VERIFY_SMTP_PORT: 2526,
      PROVIDER_CACHE_DAYS: 0,
    });
  });

  it("default to the providers' public addresses, no probing and a 90-day cache", () => {
    const e = withEnv({})();
    expect(e.providerUrls).toEqual({});
    expect(e).toMatchObject({ EMAIL_VERIFICATION: "off", PROVIDER_CACHE_DAYS: 90 });
  });

  it("refuse to start with every bad one named", () => {
    const read = withEnv({
      PROVIDER_URL_PDL: "not a url",
      EMAIL_VERIFICATION: "yes please",
      PROVIDER_CACHE_DAYS: "-1",
    });
    expect(read).toThrow(/PROVIDER_URL_PDL/);
    expect(read).toThrow(/EMAIL_VERIFICATION/);
    expect(read).toThrow(/PROVIDER_CACHE_DAYS/);
  });
});

describe("the public URL and the trusted proxies", () => {
  it("are read as an http(s) origin and a list of addresses and CIDRs", () => {
    const e = withEnv({
      APP_URL: "https://leads.example.com",
      TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1",
    })();
    expect(e.APP_URL).toBe("https://leads.example.com");
    expect(e.TRUSTED_PROXIES).toEqual(["127.0.0.1", "10.0.0.0/8", "fd00::/8", "::1"]);
    expect(withEnv({ TRUSTED_PROXIES: "" })().TRUSTED_PROXIES).toEqual([]);
  });

  it("refuse a proxy that is no address, or a public URL that is not http(s)", () => {
    expect(withEnv({ TRUSTED_PROXIES: "127.0.0.1,haproxy.local" })).toThrow(
      /TRUSTED_PROXIES.*"haproxy\.local" is not an address or a CIDR/,
    );
    expect(withEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(withEnv({ APP_URL: "javascript://evil.example" })).toThrow(/APP_URL/);
  });
});
