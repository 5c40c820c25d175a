import type { FieldErrors, FieldPath } from "react-hook-form";
import { TargetingStep, type WizardValues } from "@/lib/features/campaigns/schema";
import { getAt } from "@/lib/features/campaigns/targeting-chips";

type Name = FieldPath<WizardValues>;

function errorPaths(errors: unknown, prefix: string, out: Set<string>) {
  if (errors === null || typeof errors !== "object") return;
  if ("message" in errors) out.add(prefix);
  for (const [key, value] of Object.entries(errors)) {
    if (key !== "ref" && key !== "message" && key !== "type" && key !== "root")
      errorPaths(value, `${prefix}.${key}`, out);
  }
}

/**
 * What to name to react-hook-form's trigger to check the targeting. It keeps a nested error
 * only under a registered field, and the targeting is set as a whole, so "filters" alone would
 * show the empty-targeting error but drop "filters.keywords is too long". So the paths that
 * fail now are named, and so are those shown now, which clear once fixed.
 */
export function targetingCheckNames(
  filters: unknown,
  shown: FieldErrors<WizardValues>["filters"],
): Name[] {
  const names = new Set<string>(["filters"]);
  const result = TargetingStep.shape.filters.safeParse(filters);
  for (const issue of result.error?.issues ?? []) {
    if (issue.path.length > 0) names.add(["filters", ...issue.path].join("."));
  }
  errorPaths(shown, "filters", names);
  return [...names] as Name[];
}

const messageOf = (e: unknown) =>
  e !== null && typeof e === "object" && "message" in e && typeof e.message === "string"
    ? e.message
    : undefined;

/**
 * The message to show at one targeting field: an array's own error (too many entries) or,
 * failing that, its first entry's.
 */
export function targetingErrorAt(
  errors: FieldErrors<WizardValues>["filters"],
  path: string[],
): string | undefined {
  const e = getAt(errors, path);
  if (e === null || typeof e !== "object") return undefined;
  return (
    messageOf(e) ??
    messageOf((e as { root?: unknown }).root) ??
    Object.values(e).map(messageOf).find(Boolean)
  );
}
