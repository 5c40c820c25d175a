"use client";

import type { ReactNode } from "react";
import { useRovingFocus } from "./roving-focus";

/**
 * A row of related checkboxes as one Tab stop (WAI-ARIA's toolbar pattern): Tab enters on the
 * box last reached, the arrow keys, Home and End move between the boxes, Space ticks the one
 * reached. The children get `tabIndexOf(i)` for their `count` boxes, in the row's order.
 */
export function CheckboxRow({
  label,
  count,
  className,
  children,
}: {
  label: string;
  count: number;
  className?: string;
  children: (tabIndexOf: (i: number) => 0 | -1) => ReactNode;
}) {
  const roving = useRovingFocus(count, 0, 'input[type="checkbox"]');
  return (
    <div role="toolbar" aria-label={label} className={className} onKeyDown={roving.onKeyDown}>
      {children((i) => (roving.tabIndexOf(i) === 0 ? 0 : -1))}
    </div>
  );
}
