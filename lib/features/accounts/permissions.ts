import { ROLES, type Role } from "@/db/schema";

/*
 * One vocabulary of permissions, shared by roles and API keys' scopes. A role grants a set; a
 * key carries a subset of its maker's role's set. Every /v1 route, server action and page
 * control names the one permission it needs, and `authorise` (lib/edge/auth/authorise.ts)
 * decides from this table alone. The table is in docs/teams.md.
 */

export const PERMISSIONS = [
  "campaigns:read",
  "lists:read",
  "usage:read",
  "search",
  "estimate",
  "enrich",
  "campaigns:write",
  "lists:write",
  "lists:export",
  "keys",
  "suppressions",
  "company-lists:write",
  "admin",
  "owner",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What a signed-in user may do to their own login whatever their role (their password, their
 * sessions): a server action's option, never a key's scope.
 */
export const SELF = "self" as const;
export type Need = Permission | typeof SELF;

const VIEWER: Permission[] = ["campaigns:read", "lists:read", "usage:read"];
const MEMBER: Permission[] = [
  ...VIEWER,
  "search",
  "estimate",
  "enrich",
  "campaigns:write",
  "lists:write",
  "lists:export",
  "keys",
];
const ADMIN: Permission[] = [...MEMBER, "suppressions", "company-lists:write", "admin"];
const OWNER: Permission[] = [...ADMIN, "owner"];

/** The permissions each role grants; each role has all of the one below it. */
export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(OWNER),
  admin: new Set(ADMIN),
  member: new Set(MEMBER),
  viewer: new Set(VIEWER),
};

export { ROLES, type Role };

/** Roles from the least to the most: the first that grants a permission is the one "needed". */
const ASCENDING: Role[] = [...ROLES].reverse();

export function roleGrants(role: Role, need: Need): boolean {
  return need === SELF || ROLE_PERMISSIONS[role].has(need);
}

/** The least role that grants the permission (owner for one no role grants). */
export function roleNeeded(need: Need): Role {
  return ASCENDING.find((role) => roleGrants(role, need)) ?? "owner";
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** A key's scopes as it may hold them: null (all of its maker's role) or known permissions. */
export function scopesOf(stored: readonly string[] | null): Permission[] | null {
  if (stored === null) return null;
  return stored.filter((s): s is Permission => (PERMISSIONS as readonly string[]).includes(s));
}
