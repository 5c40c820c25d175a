import { describe, expect, it } from "vitest";
import { otherRequirementCount, wantedContacts } from "./contact-words";

describe("wantedContacts", () => {
  it("says what every lead must carry, a work address with work e-mail only", () => {
    const email = { email: true, mobile: false, requireContact: "any" } as const;
    expect(wantedContacts(email)).toBe("an e-mail address");
    expect(wantedContacts({ ...email, workEmailOnly: true })).toBe("a work e-mail address");
    expect(
      wantedContacts({ ...email, mobile: true, requireContact: "all", workEmailOnly: true }),
    ).toBe("a work e-mail address and a mobile number");
    expect(wantedContacts({ ...email, mobile: true })).toBe("an e-mail address or a mobile number");
  });
});

describe("otherRequirementCount", () => {
  const counts = { withBoth: 16, withAny: 1_064 };
  it("adds what the other requirement gives, never the deliverable count again", () => {
    const any = { email: true, mobile: true, requireContact: "any" } as const;
    expect(otherRequirementCount(any, counts)).toBe("16 of them have both");
    expect(otherRequirementCount({ ...any, requireContact: "all" }, counts)).toBe(
      "1,064 have at least one",
    );
    expect(otherRequirementCount(any, { withBoth: 1, withAny: 1 })).toBe("1 of them has both");
  });

  it("says nothing with one contact kind", () => {
    expect(
      otherRequirementCount({ email: true, mobile: false, requireContact: "any" }, counts),
    ).toBeUndefined();
  });
});
