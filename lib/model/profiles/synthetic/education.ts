import type { Education } from "@/lib/model/profiles/profile-schema";
import type { Seniority } from "@/lib/model/profiles/vocabulary";
import { COUNTRIES, type Country } from "./geography";
import type { Rng } from "./random";
import { monthIso, slug, textId } from "./text";
import type { Department } from "./work";
import { NETWORK } from "./world";

const SCIENCE = new Set([
  "Computer Science",
  "Software Engineering",
  "Electrical Engineering",
  "Computer Engineering",
  "Mathematics",
  "Information Technology",
  "Information Systems",
  "Cybersecurity",
  "Statistics",
  "Data Science",
  "Physics",
  "Industrial Engineering",
  "Engineering",
  "Nursing",
  "Pharmacy",
  "Biology",
  "Supply Chain Management",
  "Human-Computer Interaction",
  "Finance",
  "Accounting",
]);

/** Departments whose managers and above take an MBA rather than a master's in their field. */
const BUSINESS = new Set([
  "Sales",
  "Marketing",
  "Finance",
  "Operations",
  "Consulting",
  "Executive",
  "Product Management",
]);

function bachelorOf(field: string): string {
  if (field === "Law") return "Bachelor of Laws - LLB";
  if (field === "Medicine") return "Doctor of Medicine - MD, Medicine";
  return SCIENCE.has(field)
    ? `Bachelor of Science - BS, ${field}`
    : `Bachelor of Arts - BA, ${field}`;
}

function schoolRef(name: string) {
  return { SourceUrl: `${NETWORK}/school/${slug(name)}`, name, id: textId(name) };
}

/** A first degree before the career, sometimes a master's or doctorate later. */
export function educationOf(
  rng: Rng,
  person: {
    dept: Department;
    seniority: Seniority;
    level: number;
    years: number;
    country: Country;
    careerStart: number;
    asOfMonth: number;
  },
): Education[] {
  const { dept, seniority, level, years, country, careerStart, asOfMonth } = person;
  const education: Education[] = [];
  const field = rng.pick(dept.fields);
  const abroad = rng.chance(0.1) ? (COUNTRIES[rng.int(0, 2)] as Country) : country;
  if (rng.chance(0.92)) {
    const startMonth = seniority === "intern" ? asOfMonth - 12 * rng.int(1, 3) : careerStart - 48;
    education.push({
      organization: schoolRef(rng.pick(abroad.schools)),
      degree: bachelorOf(field),
      startYear: monthIso(Math.floor(startMonth / 12) * 12),
    });
  }
  if (years >= 4 && rng.chance(level >= 3 ? 0.35 : 0.2)) {
    const degree =
      dept.name === "Education" && rng.chance(0.5)
        ? `Doctor of Philosophy - PhD, ${field}`
        : BUSINESS.has(dept.name) && level >= 3
          ? "Master of Business Administration - MBA"
          : `Master of Science - MS, ${rng.pick(dept.fields)}`;
    const startMonth = rng.int(careerStart + 12, Math.max(careerStart + 12, asOfMonth - 24));
    education.push({
      organization: schoolRef(
        rng.pick(rng.chance(0.7) ? country.schools : (COUNTRIES[rng.int(0, 2)] as Country).schools),
      ),
      degree,
      startYear: monthIso(Math.floor(startMonth / 12) * 12),
    });
  }
  return education;
}
