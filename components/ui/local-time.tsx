"use client";

import { useEffect, useState } from "react";
import { formatInZone } from "@/lib/core/time-format";

/**
 * A moment in the viewer's time zone, named. The server does not know that zone, so the first
 * render (which must match the server's) says UTC and the browser's zone follows at once.
 */
export function LocalTime({ iso }: { iso: string }) {
  const [zone, setZone] = useState("UTC");
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);
  return <time dateTime={iso}>{formatInZone(iso, zone)}</time>;
}
