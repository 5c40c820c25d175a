/**
 * Runs one campaign delivery share in its own process, for the crash test: the test kills this
 * process with SIGKILL in the middle of the share's transaction.
 */
import { createDb } from "@/db/client";
import { fixedClock } from "@/lib/core/clock";
import { deliverCampaignShare } from "../deliver-leads";

const { DATABASE_URL, CAMPAIGN_ID, AT } = process.env;
if (!DATABASE_URL || !CAMPAIGN_ID || !AT)
  throw new Error("DATABASE_URL, CAMPAIGN_ID and AT are required");
const { db, close } = createDb(DATABASE_URL, { max: 2 });
process.stdout.write("started\n");
const outcome = await deliverCampaignShare(db, CAMPAIGN_ID, {
  clock: fixedClock(AT),
  tickSeconds: 60,
});
process.stdout.write(`${JSON.stringify(outcome)}\n`);
await close();
