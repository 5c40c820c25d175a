import { describe, expect, it } from "vitest";
import { newValues, resumeStep } from "./wizard-values";

const draft = {
  ...newValues(),
  name: "HR leaders",
  filters: { seniorities: ["director" as const] },
};

describe("resumeStep", () => {
  it("reopens a draft on the step it was left on", () => {
    const seen = new Set(["name", "quick-start", "targeting", "delivery"] as const);
    expect(resumeStep(draft, seen, "delivery")).toBe("delivery");
    expect(resumeStep(draft, seen, "targeting")).toBe("targeting");
  });

  it("without a known last step, picks the first step not finished or not yet shown", () => {
    const seen = new Set(["name", "quick-start", "targeting", "delivery"] as const);
    expect(resumeStep(draft, seen, null)).toBe("save-to-list");
    expect(resumeStep(draft, seen, "no-such-step")).toBe("save-to-list");
    expect(resumeStep({ ...draft, name: " " }, seen, null)).toBe("name");
  });
});
