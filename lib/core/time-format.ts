/**
 * The one way times are written: "25 Nov 2026, 09:00 Asia/Tokyo", always with the zone named.
 * A schedule is shown in the campaign's zone; everything else in the viewer's (LocalTime).
 */
export function formatInZone(iso: string, timeZone: string): string {
  const text = new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  return `${text} ${timeZone}`;
}
