import { ProfileInput } from "@/lib/model/profiles/profile-input";
import type { FileJobMapping, IdentifierField } from "./file-job-schema";

/** How sure a match is, by what identified the person. */
export type Confidence = "high" | "medium";

/**
 * The person a file row identifies, by the first of its mapped identifiers that it holds: the
 * Leadwise id, the e-mail, the profile URL, the username, then first and last name with the
 * company (its name, else its domain). Null with why when the row holds none of them.
 */
export function inputOfRow(
  cells: readonly string[],
  columns: readonly string[],
  mapping: FileJobMapping,
):
  | { input: ProfileInput; confidence: Confidence; reason?: undefined }
  | { input: null; reason: string } {
  const cell = (field: IdentifierField) => {
    const header = mapping[field];
    if (header === undefined) return "";
    const at = columns.indexOf(header);
    return at >= 0 ? (cells[at] ?? "").trim() : "";
  };
  const tries: [Record<string, string>, Confidence][] = [
    [{ id: cell("id") }, "high"],
    [{ email: cell("email") }, "high"],
    [{ SourceUrl: cell("SourceUrl") }, "high"],
    [{ SourceUsername: cell("SourceUsername") }, "high"],
    [
      { fn: cell("fn"), ln: cell("ln"), organization: cell("organization") || cell("domain") },
      "medium",
    ],
  ];
  let invalid: string | undefined;
  for (const [candidate, confidence] of tries) {
    if (Object.values(candidate).some((v) => v === "")) continue;
    const parsed = ProfileInput.safeParse(candidate);
    if (parsed.success) return { input: parsed.data, confidence };
    invalid ??= `${Object.keys(candidate).join(", ")}: ${parsed.error.issues[0]?.message ?? "invalid"}`;
  }
  return {
    input: null,
    reason:
      invalid !== undefined
        ? `Cannot identify the person (${invalid}).`
        : "Nothing to identify the person by: no e-mail, profile URL, username or Leadwise id, and no first and last name with a company.",
  };
}
