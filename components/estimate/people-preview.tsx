import type { SampleLimit, SamplePerson } from "@/lib/features/estimate/schema";

const KIND_LABELS = { email: "E-mail", mobile: "Mobile" } as const;

/**
 * A few people of the audience in outline (short name, title, company, country, which contact
 * kinds they have), so a marketer sees whether the targeting hits the right people. They come
 * with the estimate and are never contact values.
 */
export function PeoplePreview({
  people,
  count,
  limit,
}: {
  people: SamplePerson[];
  count: number;
  /** The account's daily cap on preview people; past it the estimate answers no people. */
  limit?: SampleLimit;
}) {
  if (limit?.reached) {
    return (
      <p className="text-xs text-slate-600" data-testid="people-preview-capped">
        You've seen today's {limit.perDay.toLocaleString("en-US")} preview people; counts still
        update. New people show again from midnight UTC.
      </p>
    );
  }
  if (people.length === 0) {
    return <p className="text-xs text-slate-600">Nobody matches these filters.</p>;
  }
  return (
    <div>
      <p className="text-xs text-slate-600" data-testid="people-preview-note">
        {people.length === count
          ? count === 1
            ? "The one matching person."
            : `All ${people.length} matching people.`
          : `${people.length} of ${count.toLocaleString("en-US")}, spread across the audience.`}{" "}
        Contacts are not shown here.
      </p>
      <ul className="mt-2 flex flex-col divide-y divide-slate-100" data-testid="people-preview">
        {people.map((p, i) => (
          // The preview has no ids to key by (it shows nobody's identity); its order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="py-1.5 text-xs">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-slate-900">
                {p.name}
                {p.own && (
                  <span
                    title="One of your own contacts (imported under Settings → Own contacts)"
                    className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700"
                  >
                    Own
                  </span>
                )}
              </span>
              <span className="flex shrink-0 gap-1">
                {p.contacts.length === 0 ? (
                  <span className="text-slate-600">No contact</span>
                ) : (
                  p.contacts.map((k) => (
                    <span
                      key={k}
                      className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-700"
                    >
                      {KIND_LABELS[k]}
                    </span>
                  ))
                )}
              </span>
            </div>
            <div className="truncate text-slate-700">{p.title ?? "No title"}</div>
            <div className="truncate text-slate-600">
              {[p.company ?? "No company", p.country].filter(Boolean).join(" · ")}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
