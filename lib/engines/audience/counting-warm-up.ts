import { buildPlan, type Plan } from "@/lib/model/targeting/plan";
import type { Targeting } from "@/lib/model/targeting/schema";
import { type AudienceIndex, pageOfAudience } from "./audience-index";
import type { SeqSet } from "./bitmap";
import { countExcluding, countUncached } from "./count";

/*
 * A fresh process compiles the counting code from what the first requests happen to ask: V8
 * optimizes a function for the kinds of clause and set it has seen, and deoptimizes it when
 * another comes (a sparse set after dense ones, a negated clause, an experience range). While
 * that happens inside a loop over a million bits, the loop runs interpreted and the event loop
 * waits for it: the pauses of up to seconds the first requests of a node used to cause. So
 * before the process says it is ready, every kind of clause over dense and sparse sets, with and
 * without exclusions, is counted and paged a few times, interleaved: the code is optimized once
 * for all of them. Each step yields, so the process answers other requests meanwhile.
 */

/** Passes over the targetings: enough for V8 to optimize the hot functions with all they meet. */
const ROUNDS = 3;

/** The most common (a dense bitmap) and the rarest (a sparse list) values of a map. */
function commonAndRare(map: Map<string, SeqSet>): string[] {
  let common: [string, number] | undefined;
  let rare: [string, number] | undefined;
  for (const [value, set] of map) {
    if (!common || set.count > common[1]) common = [value, set.count];
    if (!rare || set.count < rare[1]) rare = [value, set.count];
  }
  return [...new Set([common?.[0], rare?.[0]].filter((v): v is string => v !== undefined))];
}

type Continents = NonNullable<Targeting["locations"]>["continents"];

/** Targetings from the index's own values covering every clause kind the plan has. */
function targetingsFor(ix: AudienceIndex): { targeting: Targeting; lexemes: string[] }[] {
  const v = (map: Map<string, SeqSet>) => commonAndRare(map);
  const [country = "", city = ""] = [v(ix.values.country)[0], v(ix.values.city).at(-1)];
  const titles = v(ix.titleWords);
  const skills = v(ix.arrays.skills);
  const lexemes = v(ix.lexemes);
  const range = ix.experienceRange;
  const list: Targeting[] = [
    {},
    { seniorities: v(ix.values.seniority) as Targeting["seniorities"] },
    { departments: v(ix.values.department).slice(-1) },
    { industries: v(ix.values.industry) },
    { locations: { countries: [country], exclude: { cities: [city] } } },
    {
      locations: {
        continents: v(ix.values.continent) as Continents,
        states: v(ix.values.state),
      },
    },
    { companies: { include: v(ix.values.companyName).slice(-1) } },
    { companies: { exclude: v(ix.values.companyDomain) } },
    {
      companySizes: v(ix.values.companySize) as Targeting["companySizes"],
      revenue: v(ix.values.revenueBand) as Targeting["revenue"],
    },
    { companyTypes: v(ix.values.companyType) },
    { skills: { any: skills } },
    { skills: { all: skills } },
    { languages: v(ix.arrays.languages).slice(0, 1), schools: v(ix.arrays.schools).slice(-1) },
    { certifications: v(ix.arrays.certifications) },
    { titles: { include: titles } },
    { titles: { include: [titles.join(" ")], exclude: titles.slice(-1) } },
    { experienceYears: { min: range?.min ?? 0 } },
    { experienceYears: { min: range?.min ?? 0, max: range?.max ?? 0 } },
    { contact: { requireEmail: true } },
    { contact: { requireEmail: true, requireMobile: true } },
    {
      seniorities: v(ix.values.seniority).slice(0, 1) as Targeting["seniorities"],
      locations: { countries: [country] },
      skills: { any: skills.slice(0, 1) },
      titles: { exclude: titles.slice(0, 1) },
      experienceYears: { min: range?.min ?? 0, max: range?.max ?? 0 },
      contact: { requireMobile: true },
    },
  ];
  return [
    ...list.map((targeting) => ({ targeting, lexemes: [] })),
    { targeting: {}, lexemes },
    { targeting: { industries: v(ix.values.industry).slice(0, 1) }, lexemes: lexemes.slice(0, 1) },
  ];
}

/** The plans the warm-up runs over this index. */
export function warmUpPlans(ix: AudienceIndex): Plan[] {
  return targetingsFor(ix).map((t) => buildPlan(t.targeting, t.lexemes));
}

/** Runs the counting, the breakdown and the paging over every kind of targeting (see above). */
export async function warmUp(ix: AudienceIndex): Promise<{ ms: number; plans: number }> {
  const started = performance.now();
  const plans = warmUpPlans(ix);
  for (let round = 0; round < ROUNDS; round++) {
    for (const plan of plans) {
      countUncached(ix, plan);
      countExcluding(ix, plan, [ix.flags.hasMobile, undefined]);
      pageOfAudience(ix, plan, round === 0 ? 0 : ix.maxSeq >>> round, 26);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { ms: Math.round(performance.now() - started), plans: plans.length };
}
