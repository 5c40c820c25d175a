import { describe, expect, it } from "vitest";
import { TimeZone } from "@/lib/model/targeting/delivery-schema";
import {
  canonicalZone,
  cityOf,
  offsetLabel,
  offsetMinutes,
  searchTimeZones,
  timeZoneOptions,
} from "./time-zones";

// Summer in Europe and India's fixed offset; New York on daylight saving time.
const JULY = new Date("2026-07-01T12:00:00Z");
const JANUARY = new Date("2026-01-15T12:00:00Z");

describe("canonicalZone", () => {
  it("names old aliases by their current IANA name, and keeps current ones", () => {
    expect(canonicalZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalZone("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(canonicalZone("Asia/Saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(canonicalZone("Etc/UTC")).toBe("UTC");
    expect(canonicalZone("US/Eastern")).toBe("America/New_York");
    expect(canonicalZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(canonicalZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(canonicalZone("Not/AZone")).toBe("Not/AZone");
  });
});

describe("offsets", () => {
  it("reads today's offset, daylight saving time included", () => {
    expect(offsetMinutes("Asia/Kolkata", JULY)).toBe(330);
    expect(offsetMinutes("America/New_York", JULY)).toBe(-240);
    expect(offsetMinutes("America/New_York", JANUARY)).toBe(-300);
    expect(offsetMinutes("UTC", JULY)).toBe(0);
    expect(offsetLabel(330)).toBe("UTC+05:30");
    expect(offsetLabel(-240)).toBe("UTC−04:00");
    expect(offsetLabel(0)).toBe("UTC+00:00");
    expect(cityOf("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });
});

describe("timeZoneOptions", () => {
  const options = timeZoneOptions(JULY);
  const values = options.map((o) => o.value);

  it("lists each zone once under its current name, UTC included, without the old aliases", () => {
    expect(values).toContain("Asia/Kolkata");
    expect(values).toContain("Europe/Kyiv");
    expect(values).toContain("UTC");
    for (const old of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "America/Godthab"]) {
      expect(values).not.toContain(old);
    }
    expect(new Set(values).size).toBe(values.length);
  });

  it("labels each with its offset and city, west to east", () => {
    expect(options.find((o) => o.value === "Asia/Kolkata")?.label).toBe(
      "(UTC+05:30) Kolkata · Asia/Kolkata",
    );
    expect(options.find((o) => o.value === "UTC")?.label).toBe("(UTC+00:00) UTC");
    const offsets = options.map((o) => o.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it("keeps a stored name the browser does not list, under its current name", () => {
    const withOld = timeZoneOptions(JULY, ["Europe/Berlin"], "Asia/Calcutta");
    expect(withOld.map((o) => o.value)).toEqual(["UTC", "Europe/Berlin", "Asia/Kolkata"]);
  });
});

describe("searchTimeZones", () => {
  const options = timeZoneOptions(JULY);
  const first = (q: string) => searchTimeZones(options, q)[0]?.value;

  it("finds a zone by city, name or offset, the closest first", () => {
    expect(first("kolkata")).toBe("Asia/Kolkata");
    expect(first("Berlin")).toBe("Europe/Berlin");
    expect(first("UTC")).toBe("UTC");
    expect(first("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(first("ho chi")).toBe("Asia/Ho_Chi_Minh");
    expect(searchTimeZones(options, "+5:30").map((o) => o.value)).toContain("Asia/Kolkata");
    expect(searchTimeZones(options, "-04:00").map((o) => o.value)).toContain("America/New_York");
    expect(searchTimeZones(options, "zzz")).toEqual([]);
    expect(searchTimeZones(options, "  ")).toBe(options);
  });
});

describe("the picker and the server", () => {
  it("offers only zones a delivery accepts (current names included)", () => {
    const offered = timeZoneOptions(JULY).map((o) => o.value);
    expect(offered).toContain("Asia/Kolkata");
    expect(offered.filter((zone) => !TimeZone.safeParse(zone).success)).toEqual([]);
  });
});
