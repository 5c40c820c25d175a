import { describe, expect, it } from "vitest";
import { wantedContacts } from "./contact-words";

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
