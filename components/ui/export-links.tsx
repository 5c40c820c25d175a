/** The exports a marketer picks from: CRM-ready columns first, then everything. */
const EXPORTS = [
  {
    query: "?preset=crm",
    label: "CSV for CRM",
    title: "Columns HubSpot and Salesforce map by themselves: First Name, Last Name, Email, …",
  },
  {
    query: "?preset=crm&format=xlsx",
    label: "Excel for CRM",
    title: "The CRM columns as an Excel workbook, every cell text",
  },
  { query: "?preset=full", label: "CSV, all fields", title: "Every profile field" },
  {
    query: "?preset=full&format=xlsx",
    label: "Excel, all fields",
    title: "Every profile field as an Excel workbook, every cell text",
  },
];

/**
 * Links that download leads (`href`: a `/v1/…/export` route) in each preset and format, and
 * which address an export picks (lib/features/lists/export-csv.ts, workAddressesFirst).
 */
export function ExportLinks({ href, label }: { href: string; label: string }) {
  const orderId = `address-order-${href.replace(/\W+/g, "-")}`;
  return (
    <nav aria-label={label} className="flex max-w-md flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {EXPORTS.map((e) => (
          <a
            key={e.query}
            href={`${href}${e.query}`}
            download
            title={e.title}
            aria-describedby={orderId}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {e.label}
          </a>
        ))}
      </div>
      <p id={orderId} className="text-xs text-slate-600">
        Work address first: a lead's e-mail is a verified work address when it has one, else a work
        address, else a personal one (CRM exports carry that one; all fields list every address in
        that order).
      </p>
    </nav>
  );
}
