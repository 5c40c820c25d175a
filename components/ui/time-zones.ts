/**
 * The time zones a person picks from: one entry per IANA zone (no old aliases), each with its
 * current UTC offset and main city, sorted by offset. Browsers list CLDR's names, several of
 * which IANA renamed long ago (Asia/Calcutta is Asia/Kolkata, Europe/Kiev is Europe/Kyiv);
 * the server accepts both, and a stored old name is shown under the current one.
 */

import { RENAMED } from "@/lib/model/targeting/time-zone-names";

/**
 * The current IANA name of a zone: an old alias (Asia/Calcutta, US/Eastern, Europe/Uzhgorod)
 * becomes the zone it stands for, as far as the browser knows; an unknown name stays as it is.
 */
export function canonicalZone(zone: string): string {
  const renamed = RENAMED[zone];
  if (renamed) return renamed;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions()
      .timeZone;
    return RENAMED[resolved] ?? resolved;
  } catch {
    return zone;
  }
}

export interface TimeZoneOption {
  /** The IANA name, the value stored. */
  value: string;
  /** "(UTC+05:30) Kolkata · Asia/Kolkata". */
  label: string;
  /** Minutes east of UTC now. */
  offsetMinutes: number;
  city: string;
}

/** Minutes east of UTC of `zone` at `now` (daylight saving time included). */
export function offsetMinutes(zone: string, now: Date): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(now)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** "UTC+05:30", "UTC−03:00", "UTC+00:00". */
export function offsetLabel(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `UTC${minutes < 0 ? "−" : "+"}${hh}:${mm}`;
}

/** The zone's main city as people write it: "Asia/Ho_Chi_Minh" is "Ho Chi Minh". */
export function cityOf(zone: string): string {
  return (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
}

function optionOf(zone: string, now: Date): TimeZoneOption {
  const offset = offsetMinutes(zone, now);
  const city = cityOf(zone);
  const label =
    zone === city
      ? `(${offsetLabel(offset)}) ${city}`
      : `(${offsetLabel(offset)}) ${city} · ${zone.replaceAll("_", " ")}`;
  return { value: zone, label, offsetMinutes: offset, city };
}

/**
 * Every zone once under its current name, UTC included (browsers leave it out of their list),
 * west to east by today's offset, then by city. `extra` (a stored name the browser does not
 * list) is kept, so that the value shown is always one of the options.
 */
export function timeZoneOptions(
  now: Date,
  known: readonly string[] = Intl.supportedValuesOf("timeZone"),
  extra?: string,
): TimeZoneOption[] {
  const zones = new Set(["UTC", ...known.map(canonicalZone)]);
  if (extra) zones.add(canonicalZone(extra));
  return [...zones]
    .map((z) => optionOf(z, now))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.city.localeCompare(b.city));
}

const folded = (s: string) => s.toLowerCase().replaceAll("_", " ").replaceAll("−", "-");

/**
 * The options a search matches (by city, zone name or offset, e.g. "kolkata", "asia/", "+5:30"),
 * the closest first: the zone or city named exactly, then cities starting with it, then the
 * rest in offset order.
 */
export function searchTimeZones(options: TimeZoneOption[], query: string): TimeZoneOption[] {
  const q = folded(query.trim());
  if (!q) return options;
  const rank = (o: TimeZoneOption): number => {
    const city = folded(o.city);
    const zone = folded(o.value);
    const offset = offsetLabel(o.offsetMinutes).replace("−", "-").toLowerCase();
    // "+5:30" as well as "+05:30".
    const shortOffset = offset.replace(/([+-])0(\d)/, "$1$2");
    if (zone === q || city === q) return 0;
    if (city.startsWith(q)) return 1;
    if (zone.includes(q) || city.includes(q)) return 2;
    if (offset.includes(q) || shortOffset.includes(q)) return 3;
    return -1;
  };
  return options
    .map((o, i) => ({ o, i, r: rank(o) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.o);
}
