import type { Experience, Organization } from "@/lib/model/profiles/profile-schema";
import type { Seniority } from "@/lib/model/profiles/vocabulary";
import { type Rng, weighted } from "./random";
import { monthIso } from "./text";
import { DEPARTMENTS, type Department, type Industry } from "./work";
import { type SeedOrganization, type SizeGroup, sizeGroup, type World } from "./world";

/* Seniorities, departments and titles, and the career that led to the current job. */

// biome-ignore format: a table, one row per company size
const SENIORITY_WEIGHTS: Record<SizeGroup, Record<Seniority, number>> = {
  small: { owner: 14, founder: 14, c_suite: 8, partner: 0, vp: 1, head: 3, director: 4, manager: 8, senior: 12, entry: 30, intern: 3 },
  mid: { owner: 1.5, founder: 2.5, c_suite: 3, partner: 0, vp: 3, head: 5, director: 7, manager: 14, senior: 22, entry: 38, intern: 3 },
  large: { owner: 0, founder: 0.1, c_suite: 0.5, partner: 0, vp: 3, head: 4, director: 7, manager: 16, senior: 26, entry: 40, intern: 3 },
};
const PARTNER_WEIGHT: Record<SizeGroup, number> = { small: 8, mid: 5, large: 3 };

const seniorityPickers = new Map<string, (rng: Rng) => Seniority>();
/** Each organization's picker, looked up by its key once rather than for each of its people. */
const organizationSeniority = new WeakMap<SeedOrganization, (rng: Rng) => Seniority>();

export function pickSeniority(rng: Rng, org: SeedOrganization): Seniority {
  let picker = organizationSeniority.get(org);
  if (!picker) {
    picker = seniorityPicker(org);
    organizationSeniority.set(org, picker);
  }
  return picker(rng);
}

function seniorityPicker(org: SeedOrganization): (rng: Rng) => Seniority {
  const group = sizeGroup(org.sizeBand);
  const institution = Boolean(org.industry.type);
  const selfEmployed = org.organization.type === "Self-Employed";
  const key = `${group}|${Boolean(org.industry.partnerDepartment)}|${institution}|${selfEmployed}`;
  let picker = seniorityPickers.get(key);
  if (!picker) {
    const w = { ...SENIORITY_WEIGHTS[group] };
    if (org.industry.partnerDepartment) w.partner = PARTNER_WEIGHT[group];
    if (institution) w.owner = w.founder = 0;
    if (selfEmployed) w.owner *= 4;
    picker = weighted(Object.entries(w) as [Seniority, number][]);
    seniorityPickers.set(key, picker);
  }
  return picker;
}

const byName = new Map(DEPARTMENTS.map((d) => [d.name, d]));
const EXECUTIVE = byName.get("Executive") as Department;

/** Departments of individual contributors and managers; zero-weight ones only where emphasised. */
function departmentWeight(d: Department, industry: Industry): number {
  const emphasis = industry.emphasis[d.name];
  if (d.weight === 0) return emphasis ? 10 * emphasis : 0;
  return d.weight * (emphasis ?? 1);
}

/** Per industry, the department pickers of everyone below the C-suite, and of chiefs. */
const departmentPickers = new Map<Industry, (rng: Rng) => Department>();
const chiefDepartmentPickers = new Map<Industry, (rng: Rng) => Department>();
export function pickDepartment(rng: Rng, industry: Industry, seniority: Seniority): Department {
  if (seniority === "owner" || seniority === "founder") return EXECUTIVE;
  if (seniority === "partner")
    return byName.get(industry.partnerDepartment ?? "Executive") ?? EXECUTIVE;
  const cSuite = seniority === "c_suite";
  if (cSuite && rng.chance(0.4)) return EXECUTIVE;
  const pickers = cSuite ? chiefDepartmentPickers : departmentPickers;
  let picker = pickers.get(industry);
  if (!picker) {
    const candidates = DEPARTMENTS.filter((d) => d !== EXECUTIVE && (!cSuite || d.titles.c_suite));
    picker = weighted(candidates.map((d) => [d, departmentWeight(d, industry)] as const));
    pickers.set(industry, picker);
  }
  return picker(rng);
}

/** A title that lib/model/profiles/seniority.ts reads back as `seniority` (a test holds this). */
export function titleFor(rng: Rng, dept: Department, seniority: Seniority): string {
  const listed = dept.titles[seniority];
  // The generic patterns read well for these levels: mix them with the department's own titles.
  const mixed = seniority === "senior" || seniority === "manager" || seniority === "director";
  if (listed && (!mixed || rng.chance(0.7))) return rng.pick(listed);
  const area = dept.area;
  switch (seniority) {
    case "entry":
      return rng.pick(dept.entry);
    case "senior":
      return `${rng.pick(["Senior", "Senior", "Senior", "Lead", "Principal", "Staff"])} ${rng.pick(dept.entry)}`;
    case "manager":
      return `${area} Manager`;
    case "head":
      return `Head of ${area}`;
    case "director":
      return rng.pick([`Director of ${area}`, `${area} Director`, `Senior Director of ${area}`]);
    case "vp":
      return rng.pick([
        `VP of ${area}`,
        `Vice President of ${area}`,
        `SVP, ${area}`,
        `VP, ${area}`,
      ]);
    case "intern":
      return `${area} Intern`;
    default:
      // Owners, founders, partners, and chiefs of departments without a chief of their own.
      return rng.pick(EXECUTIVE.titles[seniority] ?? []);
  }
}

export const EXPERIENCE_RANGE: Record<Seniority, [number, number]> = {
  intern: [0, 1],
  entry: [0, 6],
  senior: [4, 18],
  manager: [5, 22],
  head: [8, 26],
  director: [10, 30],
  vp: [12, 32],
  c_suite: [14, 38],
  partner: [10, 35],
  founder: [3, 35],
  owner: [3, 40],
};

/** Career ladder for earlier jobs: where a current seniority sits, and what came before it. */
const LADDER: Seniority[] = ["intern", "entry", "senior", "manager", "director", "vp", "c_suite"];
export const LADDER_LEVEL: Record<Seniority, number> = {
  intern: 0,
  entry: 1,
  senior: 2,
  manager: 3,
  head: 4,
  director: 4,
  vp: 5,
  c_suite: 6,
  partner: 4,
  founder: 3,
  owner: 3,
};

export const CONNECTIONS_MEDIAN: Record<Seniority, number> = {
  intern: 80,
  entry: 250,
  senior: 450,
  manager: 550,
  head: 800,
  director: 900,
  vp: 1200,
  c_suite: 1500,
  partner: 1000,
  founder: 1500,
  owner: 400,
};

function orgRef(org: Organization) {
  return { SourceUrl: org.SourceUrl, name: org.name, id: org.id };
}

export function jobDescription(rng: Rng, dept: Department, seniority: Seniority): string {
  const [a, b] = rng.sample(dept.skills, 2);
  const scope =
    LADDER_LEVEL[seniority] >= 4
      ? "the organization"
      : LADDER_LEVEL[seniority] >= 3
        ? `a team of ${rng.int(3, 15)}`
        : "the team";
  return `Responsible for ${a ?? "delivery"} and ${b ?? "operations"} across ${scope}.`;
}

/** Where a career is: the person's current job and what they have been before. */
export interface CareerFacts {
  employer: SeedOrganization;
  dept: Department;
  seniority: Seniority;
  title: string;
  years: number;
  asOfMonth: number;
}

/** The starts of the earlier jobs, first to last, each at least two months long. */
function earlierStarts(rng: Rng, careerStart: number, currentStart: number): number[] {
  const earlier = currentStart - careerStart;
  const previousJobs = earlier < 12 ? 0 : Math.min(4, rng.int(1, 1 + Math.floor(earlier / 36)));
  const cuts: number[] = [];
  for (let c = 1; c < previousJobs; c++) cuts.push(rng.int(careerStart + 3, currentStart - 3));
  cuts.sort((a, b) => a - b);
  // Every job lasts at least two months: cuts closer than that to the previous start go.
  const starts = previousJobs > 0 ? [careerStart] : [];
  for (const cut of cuts) if (cut - (starts.at(-1) as number) >= 2) starts.push(cut);
  return starts;
}

/** An earlier job from `start` to `end`, `stepsBack` jobs before the current one. */
function earlierJob(
  rng: Rng,
  world: World,
  facts: CareerFacts,
  span: { start: number; end: number; stepsBack: number; first: boolean },
): Experience {
  const { employer, dept, seniority } = facts;
  const pastLevel = Math.max(
    span.first && rng.chance(0.15) ? 0 : 1,
    LADDER_LEVEL[seniority] - Math.ceil(span.stepsBack / 2),
  );
  const pastSeniority = LADDER[pastLevel] as Seniority;
  // Levels only go down the ladder, so an earlier job is never in the C-suite: its
  // department is an ordinary one.
  const pastDept =
    dept === EXECUTIVE || rng.chance(0.15)
      ? pickDepartment(rng, employer.industry, pastSeniority)
      : dept;
  const pastTitle = titleFor(rng, pastDept, pastSeniority);
  let pastEmployer = world.pickOrganization(rng).organization;
  if (pastEmployer.id === employer.organization.id) {
    pastEmployer = world.pickOrganization(rng).organization;
  }
  const job: Experience = {
    current: false,
    organization: orgRef(pastEmployer),
    title: pastTitle,
    startDate: monthIso(span.start),
    endDate: monthIso(span.end - rng.int(0, Math.min(2, span.end - span.start - 1))),
  };
  if (rng.chance(0.3)) job.jobDescription = jobDescription(rng, pastDept, pastSeniority);
  return job;
}

/** The current job, and earlier ones back to the first, each a step down the ladder. */
export function careerOf(
  rng: Rng,
  world: World,
  facts: CareerFacts,
): { experience: Experience[]; titles: string[]; careerStart: number } {
  const { asOfMonth, years, seniority, title } = facts;
  const careerStart = asOfMonth - years * 12 - rng.int(0, 11);
  const tenure = Math.max(
    1,
    Math.min(
      asOfMonth - careerStart,
      Math.round(rng.logNormal(seniority === "founder" || seniority === "owner" ? 60 : 30, 0.7)),
    ),
  );
  const currentStart = asOfMonth - tenure;
  const currentJob: Experience = {
    current: true,
    organization: orgRef(facts.employer.organization),
    title,
    startDate: monthIso(currentStart),
  };
  if (rng.chance(0.5)) currentJob.jobDescription = jobDescription(rng, facts.dept, seniority);
  const experience = [currentJob];
  const titles = [title];
  const starts = earlierStarts(rng, careerStart, currentStart);
  for (let j = starts.length - 1; j >= 0; j--) {
    const start = starts[j] as number;
    const end = j + 1 < starts.length ? (starts[j + 1] as number) : currentStart;
    const job = earlierJob(rng, world, facts, {
      start,
      end,
      stepsBack: starts.length - j,
      first: j === 0,
    });
    experience.push(job);
    if (!titles.includes(job.title)) titles.push(job.title);
  }
  return { experience, titles, careerStart };
}
