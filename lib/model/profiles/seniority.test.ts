import { describe, expect, it } from "vitest";
import { companySizeOf, parseMoney, revenueBandOf } from "./bands";
import { seniorityOf } from "./seniority";

describe("seniorityOf", () => {
  it.each([
    ["Co-Founder & CEO", "founder"],
    ["Founding Partner", "partner"],
    ["Owner", "owner"],
    ["Product Owner", "entry"],
    ["Senior Product Owner", "senior"],
    ["Chief Technology Officer", "c_suite"],
    ["CFO", "c_suite"],
    ["President & CEO", "c_suite"],
    ["General Counsel", "c_suite"],
    ["Vice President of Sales", "vp"],
    ["SVP, Engineering", "vp"],
    ["Vice-President Marketing", "vp"],
    ["Managing Partner", "partner"],
    ["HR Business Partner", "entry"],
    ["Partner Manager", "manager"],
    ["Head of Data", "head"],
    ["Senior Director of Engineering", "director"],
    ["Senior Engineering Manager", "manager"],
    ["Staff Software Engineer", "senior"],
    ["Lead Consultant", "senior"],
    ["Software Engineering Intern", "intern"],
    ["International Sales Representative", "entry"],
    ["Chief of Staff", "senior"],
    ["Accountant", "entry"],
  ])("%s → %s", (title, seniority) => {
    expect(seniorityOf(title)).toBe(seniority);
  });

  it("has nothing to say about a missing or blank title", () => {
    expect(seniorityOf(undefined)).toBeUndefined();
    expect(seniorityOf("  ")).toBeUndefined();
  });
});

describe("companySizeOf", () => {
  it.each([
    ["51-200", undefined, "51-200"],
    ["2-10 employees", undefined, "1-10"],
    ["10,001+ employees", undefined, "10001+"],
    ["1001-5000", 12, "1001-5000"],
    [undefined, 640, "501-1000"],
    [undefined, 0, "1-10"],
  ])("size %s, %s on the network → %s", (size, employees, band) => {
    expect(companySizeOf(size, employees)).toBe(band);
  });

  it("has nothing to say without a figure", () => {
    expect(companySizeOf("self-employed", undefined)).toBeUndefined();
  });
});

describe("revenue", () => {
  it.each([
    ["$12.4M", 12_400_000],
    ["€1B - €10B", 1e9],
    ["2,500,000", 2_500_000],
    ["$850K", 850_000],
    ["US$ 3.2 billion", 3.2e9],
    ["unknown", undefined],
  ])("parseMoney(%s) = %s", (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it("bands the US figure, else the euro one", () => {
    expect(revenueBandOf({ us: "$12.4M", eu: "€900M" })).toBe("10M-50M");
    expect(revenueBandOf({ eu: "€900M" })).toBe("500M-1B");
    expect(revenueBandOf({ us: "$10B" })).toBe("10B+");
    expect(revenueBandOf({ us: "$999K" })).toBe("<1M");
    expect(revenueBandOf(undefined)).toBeUndefined();
  });
});
