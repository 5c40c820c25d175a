import { oauthSuite } from "./testing/oauth-suite";

/* Pipedrive connected by OAuth 2, against its simulator (docs/crm.md, "Connecting by OAuth"). */

oauthSuite("pipedrive", "Pipedrive", (sims) => ({
  grants: sims.pipedrive.oauth as NonNullable<typeof sims.pipedrive.oauth>,
  records: () => sims.pipedrive.persons.size,
}));
