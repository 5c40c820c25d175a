import type { Estimate } from "@/lib/features/estimate/schema";
import type { Delivery } from "@/lib/model/targeting/delivery-schema";

const n = (x: number) => x.toLocaleString("en-US");

/** What each lead must carry, in words: "an e-mail address or a mobile number" ("a work e-mail address" with work e-mail only). */
export function wantedContacts(
  d: Pick<Delivery, "email" | "mobile" | "requireContact"> & { workEmailOnly?: boolean },
): string {
  const email = d.workEmailOnly ? "a work e-mail address" : "an e-mail address";
  const kinds = [d.email && email, d.mobile && "a mobile number"].filter(Boolean);
  return kinds.join(d.requireContact === "all" ? " and " : " or ");
}

/**
 * With both contact kinds chosen, what the other requirement would give, said once beside the
 * deliverable count: "16 of them have both" for "any", "64 have at least one" for "all".
 */
export function otherRequirementCount(
  d: Pick<Delivery, "email" | "mobile" | "requireContact">,
  e: Pick<Estimate, "withBoth" | "withAny">,
): string | undefined {
  if (!d.email || !d.mobile) return undefined;
  return d.requireContact === "all"
    ? `${n(e.withAny)} ${e.withAny === 1 ? "has" : "have"} at least one`
    : `${n(e.withBoth)} of them ${e.withBoth === 1 ? "has" : "have"} both`;
}

/**
 * With both contact kinds chosen, the count for each requirement, so that the choice is made
 * knowing what it costs: "16 have both; 64 have at least one."
 */
export function contactChoiceCounts(
  d: Pick<Delivery, "email" | "mobile">,
  e: Pick<Estimate, "withBoth" | "withAny">,
): string | undefined {
  if (!d.email || !d.mobile) return undefined;
  return `${n(e.withBoth)} ${e.withBoth === 1 ? "has" : "have"} both; ${n(e.withAny)} ${e.withAny === 1 ? "has" : "have"} at least one.`;
}
