"use client";

import { type ReactNode, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Whether React has hydrated the component: false in the server's HTML and during hydration,
 * true from the render right after. A control whose work is JavaScript is disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A form's controls, disabled in the server's HTML and while React hydrates it, enabled from the
 * render right after (`useSyncExternalStore`: the server snapshot says false, the client true).
 * A form whose inputs react-hook-form registers must not take typing before then: registering
 * sets each input to its default value, so what was typed into the server's HTML is wiped (a
 * fast typist on a slow connection, or a browser test, loses the e-mail and password).
 * A fieldset is never narrower than its content by default: a `className` of its own keeps
 * `min-w-0`, so a wide table inside still scrolls rather than widening the page.
 */
export function ReadyFieldset({
  children,
  className = "flex min-w-0 flex-col gap-4",
}: {
  children: ReactNode;
  /** Its layout; `contents` leaves the controls laid out by the fieldset's parent. */
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={className}>
      {children}
    </fieldset>
  );
}
