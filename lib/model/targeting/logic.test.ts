import { describe, expect, it } from "vitest";
import { conflicts, logicSentence } from "./logic";

describe("logicSentence", () => {
  it("says nothing for a targeting that filters nothing", () => {
    expect(logicSentence({})).toBe("");
  });

  it("joins values of one filter with or and filters with and", () => {
    expect(
      logicSentence({
        seniorities: ["director", "vp"],
        departments: ["Human Resources"],
        locations: {
          continents: ["Europe"],
          countries: ["Germany"],
          exclude: { countries: ["France"] },
        },
      }),
    ).toBe("(director or vp) and Human Resources and (Europe or Germany), excluding France");
  });

  it("says how lately the e-mail must have been verified", () => {
    expect(logicSentence({ seniorities: ["c_suite"], verifiedWithinDays: 30 })).toBe(
      "c_suite and e-mail verified within 30 days",
    );
    expect(logicSentence({ verifiedWithinDays: 1 })).toBe("e-mail verified within 1 day");
  });

  it("treats continent, country, state and city as one location filter", () => {
    expect(
      logicSentence({
        locations: { continents: ["Europe"], states: ["Texas"], cities: ["Paris"] },
      }),
    ).toBe("(Europe or Texas or Paris)");
  });

  it("uses the labels it is given and lists every exclusion", () => {
    const sentence = logicSentence(
      {
        titles: { include: ["CEO"], exclude: ["intern", "assistant"] },
        companies: { exclude: ["acme.com"] },
        skills: { all: ["SQL", "Python"] },
        experienceYears: { min: 5 },
      },
      (path, v) => (path === "skills.all" ? v.toUpperCase() : v),
    );
    expect(sentence).toBe(
      "title with “CEO” and SQL and PYTHON and at least 5 years of experience, excluding titles with “intern”, titles with “assistant” and “acme.com”",
    );
  });

  it("quotes company names, so a name with a comma stays one company", () => {
    expect(
      logicSentence({
        companies: {
          include: ["Sol y Mar, S.L.", "Acme, Inc."],
          exclude: ["Kontor Nord, GmbH", "globex.com"],
        },
        locations: { exclude: { countries: ["France"] } },
      }),
    ).toBe(
      "(at “Sol y Mar, S.L.” or at “Acme, Inc.”), excluding France, “Kontor Nord, GmbH” and “globex.com”",
    );
  });

  it("names the audience of exclusions alone", () => {
    expect(logicSentence({ locations: { exclude: { countries: ["France"] } } })).toBe(
      "Everyone, excluding France",
    );
  });
});

describe("conflicts", () => {
  it("finds nothing when no value is on both sides", () => {
    expect(
      conflicts({ locations: { countries: ["Germany"], exclude: { countries: ["France"] } } }),
    ).toEqual([]);
  });

  it("finds a country both included and excluded, next to the exclude list", () => {
    const [c, ...rest] = conflicts({
      locations: { countries: ["Germany", "France"], exclude: { countries: ["Germany"] } },
    });
    expect(rest).toEqual([]);
    expect(c?.path).toEqual(["locations", "exclude", "countries"]);
    expect(c?.values).toEqual(["Germany"]);
    expect(c?.sentence).toBe(
      "Germany is both included and excluded as a country: the exclusion wins, so it adds no one.",
    );
  });

  it("compares titles by their words and companies without case, as the engine does", () => {
    const found = conflicts({
      titles: { include: ["Head of Sales"], exclude: ["head-of sales"] },
      companies: { include: ["Acme.com", "Globex"], exclude: ["acme.COM", "globex"] },
    });
    expect(found.map((c) => [c.path.join("."), c.values])).toEqual([
      ["titles.exclude", ["Head of Sales"]],
      ["companies.exclude", ["Acme.com", "Globex"]],
    ]);
    expect(found[1]?.sentence).toBe(
      "Acme.com and Globex are both included and excluded as a company: the exclusion wins, so they add no one.",
    );
  });
});
