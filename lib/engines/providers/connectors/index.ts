import type { Connector } from "../connector";
import { apollo } from "./apollo";
import { hunterFinder, hunterVerifier } from "./hunter";
import { lusha } from "./lusha";
import { pdl } from "./pdl";

/** Every provider Leadwise can ask, by id (the id is what accounts configure and store). */
export const CONNECTORS: Readonly<Record<string, Connector>> = Object.fromEntries(
  [pdl, hunterFinder, hunterVerifier, apollo, lusha].map((c) => [c.id, c]),
);

export const PROVIDER_IDS = Object.keys(CONNECTORS) as [string, ...string[]];
