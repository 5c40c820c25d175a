import type { Seniority } from "./vocabulary";

// Checked in order: the first rule whose pattern matches the lower-cased title wins, so a
// "Co-Founder & CEO" is a founder and a "Senior Engineering Manager" a manager.
const RULES: [Seniority, RegExp, RegExp?][] = [
  ["intern", /\b(intern|internship|trainee|apprentice|werkstudent)\b/],
  ["founder", /\b(co-?)?founder\b|\bfounding (member|engineer)\b/],
  [
    "owner",
    /\b(co-?)?owner\b|\bproprietor\b/,
    /\b(product|process|data|service|risk|control)\s+owner\b/,
  ],
  [
    "c_suite",
    /\bchief\b|\b(ceo|cto|cfo|coo|cmo|cio|ciso|cro|cpo|chro|cdo|cco)\b|\bgeneral counsel\b|\bpresident\b/,
    /\bvice[\s-]+president\b|\bchief of staff\b/,
  ],
  ["vp", /\b(vice[\s-]+president|vp|svp|evp|avp)\b/],
  [
    "partner",
    /\bpartner\b/,
    /\b(business|channel|alliance|talent|hr|people)\s+partner\b|\bpartner\s+(manager|success|marketing|engineer|account|development)\b/,
  ],
  ["head", /\bhead\b/],
  ["director", /\bdirector\b/],
  ["manager", /\b(manager|mgr|supervisor)\b/],
  ["senior", /\b(senior|sr|lead|principal|staff|professor)\b/],
];

/** The seniority a current title implies (targeting filters on it; the spec has no such field). */
export function seniorityOf(title?: string): Seniority | undefined {
  if (!title?.trim()) return undefined;
  const t = title.toLowerCase();
  for (const [seniority, pattern, unless] of RULES) {
    if (pattern.test(t) && !unless?.test(t)) return seniority;
  }
  return "entry";
}
