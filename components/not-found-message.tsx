import Link from "@/components/ui/link";

/** What a 404 says: the status, a heading, why, and a way back to the campaigns. */
export function NotFoundMessage({
  title,
  why,
  back,
}: {
  title: string;
  why: string;
  /** The link's words; it always leads to the campaigns. */
  back: string;
}) {
  return (
    <>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-slate-600">{why}</p>
      <Link
        href="/campaigns"
        className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {back}
      </Link>
    </>
  );
}
