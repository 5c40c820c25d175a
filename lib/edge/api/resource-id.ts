import { z } from "zod";

/**
 * The form of every id this service hands out and takes back in a path or an action's
 * arguments: UUIDs, prefixed ids (`req_…`) and serial numbers, in letters, digits, `_` and `-`.
 * Checked before any query, so that text PostgreSQL refuses (a NUL) or cannot match (an
 * over-long or foreign string) answers 404 rather than reaching the database as a 500.
 */
export const RESOURCE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const isResourceId = (value: string): boolean => RESOURCE_ID.test(value);

/** An id in a server action's arguments: one of another form is refused (400) before any query. */
export const ResourceId = z.string().regex(RESOURCE_ID, "Not an id of this service.");
