import { z } from "zod";

/*
 * One person to identify, as the contact operations take it (docs/api-contract.md "Identifying a
 * person"): the enrichment routes, the providers' waterfall and the OpenAPI document share it.
 */

/* Checks run before trimming, so the document's lengths and patterns are the ones applied. */
const Text = z.string().max(500).regex(/\S/, "Must not be blank.").trim();

const ById = z.strictObject({ id: Text.describe("The profile's id, as in Profile.id.") });
const BySourceUrl = z.strictObject({
  SourceUrl: z
    .string()
    .max(2048)
    .regex(/\S/, "Must not be blank.")
    .trim()
    .describe("Address of the profile on the originating network."),
});
const BySourceUsername = z.strictObject({
  SourceUsername: Text.describe("Handle of the profile on the originating network."),
});
const ByEmail = z.strictObject({ email: z.email().max(320).describe("A known e-mail address.") });
const ByName = z.strictObject({
  fn: Text.describe("First name."),
  ln: Text.describe("Last name."),
  organization: Text.describe("Current organization: its name or its domain."),
});

const FORMS = [ById, BySourceUrl, BySourceUsername, ByEmail, ByName] as const;
const FORM_KEYS = FORMS.map((f) => Object.keys(f.shape).sort().join(","));
const FORMS_TEXT =
  "{ id }, { SourceUrl }, { SourceUsername }, { email } or { fn, ln, organization }";

/**
 * One person to identify. When the keys name exactly one form, its own field errors are
 * reported; otherwise the message lists the accepted forms (unknown keys are refused).
 */
export const ProfileInput = z.union(FORMS, {
  error: (issue) => {
    const input = issue.input;
    if (input === null || typeof input !== "object" || Array.isArray(input)) {
      return `must be an object, one of ${FORMS_TEXT}`;
    }
    const keys = Object.keys(input).sort().join(",");
    const form = FORM_KEYS.indexOf(keys);
    const branch = form >= 0 ? FORMS[form]?.safeParse(input) : undefined;
    const first = branch && !branch.success ? branch.error.issues[0] : undefined;
    if (first) return `${first.path.join(".")}: ${first.message}`;
    return `must identify a person with exactly one of ${FORMS_TEXT}, and no other keys`;
  },
});
export type ProfileInput = z.output<typeof ProfileInput>;
