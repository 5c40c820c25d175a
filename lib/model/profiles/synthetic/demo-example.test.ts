import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildWorld, generateProfile } from "./generate";
import { COUNTRIES } from "./geography";

/** What `npm start` seeds (scripts/prepare.ts): seed 1, SEED_PROFILES' default. */
const demo = buildWorld(1, 50_000);

describe("the demo data", () => {
  it("has the person the API examples enrich, with a work address to deliver", () => {
    const person = generateProfile(demo, 2).profile;
    expect(person.SourceUsername).toBe("daniel-morgan-a0iyn1");
    expect(person.name).toBe("Daniel Morgan");
    expect(person.email?.some((e) => e.type === "work")).toBe(true);
    for (const file of ["app/docs/page.tsx", "docs/api-guide.md"]) {
      const text = readFileSync(file, "utf8");
      expect(text, file).toContain(person.SourceUsername);
      expect(text, file).not.toContain("jane-doe");
      expect(text, file).toContain("BASE=");
    }
  });

  it("holds all three DACH countries, so a DACH audience can be built", () => {
    const countries = new Set(
      Array.from({ length: 5000 }, (_, i) => generateProfile(demo, i).profile.country),
    );
    for (const name of ["Germany", "Austria", "Switzerland"]) expect(countries).toContain(name);
    const austria = COUNTRIES.find((c) => c.name === "Austria");
    expect(austria?.cc).toBe("AT");
    expect(austria?.dial).toBe("43");
  });
});
