/** Today's use of one allowance counter as a bar, red once the daily limit is reached. */
export function UsageBar({
  label,
  used,
  limit,
  thick = false,
}: {
  /** Names the counter for screen readers: "<label> used today". */
  label: string;
  used: number;
  limit: number;
  thick?: boolean;
}) {
  const pct = limit === 0 ? 100 : Math.min(100, (used / limit) * 100);
  const height = thick ? "h-2.5" : "h-2";
  return (
    <div
      className={`mt-1 ${height} rounded bg-slate-100`}
      role="progressbar"
      aria-label={`${label} used today`}
      aria-valuenow={used}
      aria-valuemin={0}
      aria-valuemax={limit}
    >
      <div
        className={`${height} rounded ${pct >= 100 ? "bg-red-500" : "bg-brand-500"}`}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
