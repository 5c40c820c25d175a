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

/** Links that download leads (`href`: a `/v1/…/export` route) in each preset and format. */
export function ExportLinks({ href, label }: { href: string; label: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {EXPORTS.map((e) => (
        <a
          key={e.query}
          href={`${href}${e.query}`}
          download
          title={e.title}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {e.label}
        </a>
      ))}
    </nav>
  );
}
