import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render right after.
 * A form whose inputs react-hook-form registers must not take typing before then: registering
 * sets each input to its default value, so what was typed into the server's HTML is wiped
 * (a fast typist on a slow connection, or a browser test, loses the e-mail and password).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
