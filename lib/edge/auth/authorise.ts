import type { Role } from "@/db/schema";
import { InsufficientRole, InsufficientScope } from "@/lib/core/errors";
import {
  type Need,
  type Permission,
  roleGrants,
  roleNeeded,
  SELF,
} from "@/lib/features/accounts/permissions";

/** Who is asking: a signed-in member with a role, or an API key with its permissions. */
export type Principal =
  | { kind: "session"; role: Role }
  | { kind: "key"; permissions: ReadonlySet<Permission> };

/** Whether the principal may do what needs `need` (the pages' test for showing a control). */
export function allows(principal: Principal, need: Need): boolean {
  if (principal.kind === "session") return roleGrants(principal.role, need);
  return need !== SELF && principal.permissions.has(need);
}

/**
 * The one authorisation check of /v1 routes, server actions and pages: throws 403
 * `insufficient_role` naming the least role that may (a session), or `insufficient_scope`
 * naming the scope (a key), both mapped by `problemOf`.
 */
export function authorise(principal: Principal, need: Need): void {
  if (allows(principal, need)) return;
  if (principal.kind === "session") throw new InsufficientRole(roleNeeded(need), need);
  throw new InsufficientScope(need);
}
