import type { Ctx } from "@/lib/core/context";
import { DomainError, InvalidRequest } from "@/lib/core/errors";
import { plural } from "@/lib/core/plural";
import { assertWebhookUrl } from "@/lib/engines/webhooks/ssrf";
import { getUsage } from "@/lib/features/allowances/usage";
import { estimateAudience } from "@/lib/features/estimate/estimate";
import { findListByName, getListOrThrow } from "@/lib/features/lists/lists";
import { DAY_NAMES } from "@/lib/model/targeting/targeting-labels";
import { otherRequirementCount, wantedContacts } from "./contact-words";
import {
  type Campaign,
  CampaignName,
  type Checklist,
  type ChecklistItemKey,
  deliveryProblems,
  notificationProblems,
  saveToListProblem,
  type WebhookTest,
} from "./schema";
import { isEmptyTargeting } from "./targeting-chips";

type Item = Checklist["items"][number];

const n = (x: number) => x.toLocaleString("en-US");

function item(key: ChecklistItemKey, problem: string | undefined, okDetail: string): Item {
  return { item: key, ok: problem === undefined, detail: problem ?? okDetail };
}

async function targetingItem(ctx: Ctx, campaign: Campaign): Promise<Item> {
  if (isEmptyTargeting(campaign.filters)) {
    return item("targeting", "Add at least one targeting filter.", "");
  }
  try {
    const estimate = await estimateAudience(ctx, {
      filters: campaign.filters,
      delivery: campaign.delivery,
    });
    if (estimate.count === 0) return item("targeting", "No profile matches these filters.", "");
    const wanted = wantedContacts(campaign.delivery);
    const other = otherRequirementCount(campaign.delivery, estimate);
    // With no contact kind chosen nothing is deliverable: the "contact" item says so, once.
    if (wanted && estimate.deliverable === 0) {
      return item(
        "targeting",
        `${plural(estimate.count, "profile matches", "profiles match")}, but none has ${wanted}.`,
        "",
      );
    }
    return item(
      "targeting",
      undefined,
      wanted
        ? `${plural(estimate.count, "profile matches", "profiles match")}; ${plural(estimate.deliverable, "has", "have")} ${wanted}${other ? ` (${other})` : ""}.`
        : `${plural(estimate.count, "profile matches", "profiles match")}.`,
    );
  } catch (error) {
    // Values the data no longer holds: the filters must be edited before launch.
    if (error instanceof InvalidRequest) return item("targeting", error.message, "");
    throw error;
  }
}

async function saveToListItem(ctx: Ctx, campaign: Campaign): Promise<Item> {
  const s = campaign.saveToList;
  const problem = saveToListProblem(s);
  if (problem) return item("saveToList", problem, "");
  if (!s.enabled) return item("saveToList", undefined, "Leads are not saved to a list.");
  if (s.listId) {
    try {
      const list = await getListOrThrow(ctx, s.listId);
      return item("saveToList", undefined, `Leads are saved to “${list.name}”.`);
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) {
        return item("saveToList", "The chosen list no longer exists; choose another.", "");
      }
      throw error;
    }
  }
  const name = s.listName ?? "";
  const existing = await findListByName(ctx, name);
  return item(
    "saveToList",
    undefined,
    existing
      ? `Leads are saved to the existing list “${existing.name}”.`
      : `A new list “${name}” is created at launch.`,
  );
}

/** The webhook URL as deliveries will judge it (private addresses, local names). */
function webhookTargetProblem(url: string): string | undefined {
  try {
    assertWebhookUrl(url, "Webhook URL");
    return undefined;
  } catch (error) {
    if (error instanceof InvalidRequest) return error.message;
    throw error;
  }
}

/**
 * What the last "Send test" says of the webhook URL the campaign has now: a failed test blocks
 * the launch until a test passes or the user chooses to launch anyway; a URL never tested (or
 * changed since its test) is unknown, said but not blocking, so API clients that never use the
 * wizard are not held up.
 */
function webhookTestWords(
  url: string,
  test: WebhookTest | null,
): { problem?: string; said: string } {
  if (!test || test.url !== url) {
    return { said: "Not tested yet: “Send test” in Notifications posts a sample to it." };
  }
  if (test.ok) return { said: "Its test passed." };
  if (test.launchAnyway) {
    return {
      said: `Its last test failed (${test.message}); you chose to launch anyway.`,
    };
  }
  return {
    problem: `The webhook failed its test: ${test.message} Send a new test once the receiver is fixed, or choose “Launch anyway: I know the webhook failed its test”.`,
    said: "",
  };
}

function notificationsItem(campaign: Campaign, test: WebhookTest | null): Item {
  const { email, webhook } = campaign.notifications;
  const p = notificationProblems(campaign.notifications);
  if (webhook.enabled && !p.webhook) p.webhook = webhookTargetProblem(webhook.url);
  const tested = webhook.enabled && !p.webhook ? webhookTestWords(webhook.url, test) : undefined;
  if (tested?.problem) p.webhook = tested.problem;
  const problem = [p.email, p.webhook].filter(Boolean).join(" ");
  const on = [
    email.enabled && `e-mail to ${email.to.join(", ")}`,
    webhook.enabled && `webhook to ${webhook.url}`,
  ].filter(Boolean);
  return item(
    "notifications",
    problem || undefined,
    on.length > 0
      ? `Leads are sent by ${on.join(" and ")}.${tested ? ` ${tested.said}` : ""}`
      : "No notifications: leads stay in the app.",
  );
}

async function allowanceItem(ctx: Ctx, campaign: Campaign): Promise<Item> {
  const { delivery } = campaign;
  const counters = (["email", "mobile"] as const).filter((c) => delivery[c]);
  if (counters.length === 0) return item("allowance", undefined, "No contact type chosen yet.");
  const usage = await getUsage(ctx);
  const need = delivery.leadsPerDay;
  const problems: string[] = [];
  const fits: string[] = [];
  for (const counter of counters) {
    const { limit, credits } = usage[counter];
    const what = counter === "email" ? "e-mail" : "mobile";
    if (limit < need) {
      problems.push(
        `${plural(need, "lead a day needs", "leads a day need")} ${plural(need, `${what} lookup`)} a day; your plan allows ${n(limit)}. Lower the leads per day.`,
      );
    } else if (credits < need) {
      problems.push(
        `${plural(need, "lead a day needs", "leads a day need")} ${plural(need, `${what} credit`)}; ${plural(credits, "is", "are")} left. Buy ${what} credits or lower the leads per day.`,
      );
    } else {
      fits.push(`${what}: ${n(limit)} a day, ${n(credits)} credits`);
    }
  }
  return item(
    "allowance",
    problems.length > 0 ? problems.join(" ") : undefined,
    `${plural(need, "lead a day fits", "leads a day fit")} your allowance (${fits.join("; ")}).`,
  );
}

/**
 * The Launch Checklist: every condition a campaign must meet to go live, each with what is
 * wrong or what was found. Launch and resume refuse while any item fails. `webhookTest` is the
 * campaign's last "Send test" (test-webhook.ts).
 */
export async function buildChecklist(
  ctx: Ctx,
  campaign: Campaign,
  webhookTest: WebhookTest | null,
): Promise<Checklist> {
  const { delivery } = campaign;
  const d = deliveryProblems(delivery);
  const contact = [delivery.email && "e-mail", delivery.mobile && "mobile"]
    .filter(Boolean)
    .join(" and ");
  const items: Item[] = [
    item(
      "name",
      CampaignName.safeParse(campaign.name).success ? undefined : "Enter a campaign name.",
      `“${campaign.name}”.`,
    ),
    await targetingItem(ctx, campaign),
    item("contact", d.contact, `${contact.charAt(0).toUpperCase()}${contact.slice(1)}.`),
    item("days", d.days, `${delivery.days.map((day) => DAY_NAMES[day].short).join(", ")}.`),
    item(
      "window",
      d.window,
      `${delivery.window.start}–${delivery.window.end} (${delivery.timezone}).`,
    ),
    await saveToListItem(ctx, campaign),
    notificationsItem(campaign, webhookTest),
    await allowanceItem(ctx, campaign),
  ];
  return { ready: items.every((i) => i.ok), items };
}
