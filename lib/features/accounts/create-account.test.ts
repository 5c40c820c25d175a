import { describe, expect, it } from "vitest";
import { CreateAccountInput } from "./create-account";

describe("CreateAccountInput e-mail", () => {
  it("accepts the README's admin example a@b.c, trimmed and lower-cased", () => {
    expect(CreateAccountInput.parse({ email: " A@B.C " }).email).toBe("a@b.c");
  });

  it.each(["nope", "a@", "@b.c", "a b@c.d", ""])("refuses %j with the form's message", (email) => {
    const parsed = CreateAccountInput.safeParse({ email });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Enter a valid e-mail address.");
  });
});
