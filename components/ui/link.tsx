"use client";

import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

/**
 * `next/link` that prefetches a page when the user reaches for its link (pointer over it, or
 * keyboard focus on it), not when the link scrolls into view. Every page here is rendered per
 * user, and Next's viewport prefetch asked the server for two payloads per visible link on every
 * page view (22 a page on average over campaigns, lists and settings: 32 on /settings): twice
 * the server's CPU per page view, for pages most never opened. `prefetch` still overrides.
 */
export default function Link({
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [reached, setReached] = useState(false);
  /** The caller's handler, after noting that the user reached for the link. */
  const reach =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setReached(true);
      handler?.(event);
    };
  return (
    <NextLink
      {...props}
      prefetch={prefetch ?? (reached ? null : false)}
      onMouseEnter={reach(onMouseEnter)}
      onFocus={reach(onFocus)}
      onTouchStart={reach(onTouchStart)}
    />
  );
}
