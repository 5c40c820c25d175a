import { oauthSuite } from "./testing/oauth-suite";

/* HubSpot connected by OAuth 2, against its simulator (docs/crm.md, "Connecting by OAuth"). */

oauthSuite("hubspot", "HubSpot", (sims) => ({
  grants: sims.hubspot.oauth as NonNullable<typeof sims.hubspot.oauth>,
  records: () => sims.hubspot.contacts.size,
}));
