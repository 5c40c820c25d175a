import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DncDomain, GIVEN_DOMAIN, isDomain, normaliseDomain } from "./schema";

/*
 * A domain entry has one check, the pattern the document publishes: whatever it lets through
 * must be stored as a real domain, or the document would promise what the server then refuses.
 */

const alphabet = fc.constantFrom(..."wWaA9-.:/+?#x".split(""));
const label = fc.stringMatching(/^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,8}[a-zA-Z0-9])?$/);
/** Strings shaped like given domains: a scheme or not, `www.` or not, labels, a tail. */
const given = fc
  .tuple(
    fc.constantFrom("", "https://", "a+://", "a.b://", "HTTP://", "x-y://", "ab.cd://"),
    fc.constantFrom("", "www.", "WWW.", "www.www."),
    fc.array(fc.oneof(label, fc.constantFrom("www", "io", "b", "x-", "-x")), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.constantFrom("", ".", "/", "/a://b", ":8080", "?q=1", "#top", " "),
  )
  .map(([scheme, www, labels, tail]) => `${scheme}${www}${labels.join(".")}${tail}`);

/** Long hosts, labels up to one past their 63 characters, with or without `www.` and a final dot. */
const long = fc
  .tuple(
    fc.constantFrom("", "www."),
    fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 3, maxLength: 5 }),
    fc.constantFrom("io", "com"),
    fc.constantFrom("", "."),
  )
  .map(
    ([www, lengths, tld, dot]) =>
      `${www}${lengths.map((n) => "a".repeat(n)).join(".")}.${tld}${dot}`,
  );

describe("a do-not-contact domain", () => {
  it("matches the published pattern only when it is stored as a domain", () => {
    fc.assert(
      fc.property(fc.oneof(given, long, fc.string({ unit: alphabet, maxLength: 24 })), (text) => {
        if (GIVEN_DOMAIN.test(text)) expect(isDomain(normaliseDomain(text)), text).toBe(true);
      }),
      { numRuns: 5_000, seed: 44 },
    );
  });

  it("is refused or stored by the pattern alone", () => {
    const stored = (text: string) => {
      const parsed = DncDomain.safeParse(text);
      return parsed.success ? parsed.data : undefined;
    };
    // The case: the pattern allowed it and the server refused it; now both refuse it.
    expect(stored("a+://example.com")).toBeUndefined();
    expect(GIVEN_DOMAIN.test("a+://example.com")).toBe(false);
    expect(stored("HTTPS://www.Acme.io/about")).toBe("acme.io");
    expect(stored("www.www.io")).toBe("www.io");
    expect(stored("www.io")).toBe("www.io");
    expect(stored("www.io.")).toBe("www.io");
    expect(stored("acme.io.")).toBe("acme.io");
    expect(stored("ab.cd://x")).toBe("ab.cd");
    expect(stored("io")).toBeUndefined();
    expect(stored(`${"a".repeat(64)}.io`)).toBeUndefined();
  });
});
