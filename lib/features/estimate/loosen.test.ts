import { describe, expect, it } from "vitest";
import { filterGroups, rankLoosening } from "./loosen";

describe("filterGroups", () => {
  it("lists each active filter once, with the targeting left without it", () => {
    const groups = filterGroups({
      seniorities: ["director"],
      titles: { include: ["engineer"], exclude: [] },
      locations: { countries: ["Germany"], exclude: { countries: ["France"] } },
      keywords: "  ",
      contact: { requireEmail: true, requireMobile: false },
    });
    expect(groups.map((g) => [g.filter, g.label])).toEqual([
      ["titles.include", "Title"],
      ["seniorities", "Seniority"],
      ["locations", "Country"],
      ["locations.exclude.countries", "Excluded countries"],
      ["contact.requireEmail", "Has e-mail"],
    ]);
    const country = groups.find((g) => g.filter === "locations");
    expect(country?.without.locations).toEqual({ exclude: { countries: ["France"] } });
    expect(country?.without.seniorities).toEqual(["director"]);
  });

  it("calls places set at several levels one Location filter, removed together", () => {
    const [location] = filterGroups({
      locations: { continents: ["Europe"], cities: ["Boston"] },
    });
    expect(location?.label).toBe("Location");
    expect(location?.without).toEqual({ locations: {} });
  });

  it("finds nothing to loosen in an empty targeting", () => {
    expect(filterGroups({})).toEqual([]);
    expect(filterGroups({ titles: { include: [] }, experienceYears: {} })).toEqual([]);
  });
});

describe("rankLoosening", () => {
  it("puts the filter that gives the most first, ties in the step's order", () => {
    const ranked = rankLoosening([
      { filter: "a", count: 3 },
      { filter: "b", count: 1240 },
      { filter: "c", count: 3 },
      { filter: "d", count: 0 },
    ]);
    expect(ranked.map((r) => r.filter)).toEqual(["b", "a", "c", "d"]);
  });
});
