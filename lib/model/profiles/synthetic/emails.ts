import type { ContactEntry, Profile } from "@/lib/model/profiles/profile-schema";
import type { Country } from "./geography";
import { type Rng, weighted } from "./random";
import { ascii } from "./text";
import type { EmailPattern, SeedOrganization } from "./world";

function emailLocal(pattern: EmailPattern, fn: string, ln: string): string {
  const f = ascii(fn);
  const l = ascii(ln);
  switch (pattern) {
    case "first.last":
      return `${f}.${l}`;
    case "flast":
      return `${f.slice(0, 1)}${l}`;
    case "f.last":
      return `${f.slice(0, 1)}.${l}`;
    case "firstlast":
      return `${f}${l}`;
    case "lastf":
      return `${l}${f.slice(0, 1)}`;
    case "first_last":
      return `${f}_${l}`;
    case "first":
      return f;
  }
}

/**
 * The address itself if nobody has it yet, else with a number added to its local part, as mail
 * systems do. People generated apart (on other threads) can clash, so this is applied
 * afterwards, in profile order: `used` holds the addresses of the profiles before.
 */
export function claimAddress(used: Set<string>, address: string): string {
  let claimed = address;
  const at = address.lastIndexOf("@");
  for (let n = 2; used.has(claimed); n++) {
    claimed = `${address.slice(0, at)}${n}${address.slice(at)}`;
  }
  used.add(claimed);
  return claimed;
}

/** Claims the e-mail addresses of profiles generated in index order (see claimAddress). */
export function claimAddresses(used: Set<string>, profiles: Profile[]): Profile[] {
  for (const profile of profiles) {
    for (const entry of profile.email ?? []) entry.value = claimAddress(used, entry.value);
  }
  return profiles;
}

/** Mail providers people use privately: the global ones, and each country's own. */
const GLOBAL_MAIL: [string, number][] = [
  ["gmail.com", 60],
  ["outlook.com", 10],
  ["yahoo.com", 9],
  ["hotmail.com", 8],
  ["icloud.com", 6],
  ["proton.me", 2],
];
const LOCAL_MAIL: Record<string, string[]> = {
  AR: ["fibertel.com.ar"],
  AU: ["bigpond.com", "optusnet.com.au"],
  BR: ["uol.com.br", "bol.com.br"],
  CA: ["rogers.com", "shaw.ca"],
  CH: ["bluewin.ch", "gmx.ch"],
  DE: ["gmx.de", "web.de", "t-online.de"],
  ES: ["hotmail.es", "telefonica.net"],
  FR: ["orange.fr", "free.fr", "laposte.net"],
  GB: ["btinternet.com", "yahoo.co.uk"],
  IN: ["rediffmail.com", "yahoo.co.in"],
  IT: ["libero.it", "virgilio.it"],
  JP: ["yahoo.co.jp", "docomo.ne.jp"],
  MX: ["prodigy.net.mx"],
  NL: ["ziggo.nl", "kpnmail.nl"],
  PL: ["wp.pl", "onet.pl", "o2.pl"],
  SE: ["telia.com"],
};
/** Every personal mail domain the generator uses: an address elsewhere is at an employer. */
export const PERSONAL_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  ...GLOBAL_MAIL.map(([d]) => d),
  ...Object.values(LOCAL_MAIL).flat(),
]);
const pickGlobalMail = weighted(GLOBAL_MAIL);

function pickPersonalDomain(rng: Rng, country: Country): string {
  const local = LOCAL_MAIL[country.cc];
  return local && rng.chance(0.35) ? rng.pick(local) : pickGlobalMail(rng);
}

function personalLocal(rng: Rng, fn: string, ln: string): string {
  const f = ascii(fn);
  const l = ascii(ln);
  switch (rng.int(0, 4)) {
    case 0:
      return `${f}.${l}`;
    case 1:
      return `${f}${l}${rng.int(1, 99)}`;
    case 2:
      return `${f}_${l}`;
    case 3:
      return `${f.slice(0, 1)}${l}${rng.int(60, 99)}`;
    default:
      return `${f}.${l}.${rng.int(1, 9)}`;
  }
}

export function workEmail(employer: SeedOrganization, fn: string, ln: string): ContactEntry {
  return { type: "work", value: `${emailLocal(employer.emailPattern, fn, ln)}@${employer.domain}` };
}

export function personalEmail(rng: Rng, country: Country, fn: string, ln: string): ContactEntry {
  return {
    type: "personal",
    value: `${personalLocal(rng, fn, ln)}@${pickPersonalDomain(rng, country)}`,
  };
}
