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
