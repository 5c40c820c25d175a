import type { ComponentProps, ReactNode } from "react";
import { ScrollRegion } from "./scroll-region";

/**
 * The pages' tables: a white card that scrolls sideways on a narrow screen, and shows it
 * (ScrollRegion: edge shadows, and a line under it while it is wider). `relative` because
 * screen-reader-only text in the rows is positioned, and would otherwise escape the scrolling
 * card and widen the page. `head` is the header cells (`Th`), `children` the rows (`Tr`);
 * `caption` says what the table holds (`hideCaption` when the page's heading already says it
 * to the eye); `dense` narrows the cells' padding for tables of many columns; `body` wraps the
 * rows in a `tbody` of the caller's (one with handlers, say) instead of a plain one; `footer`
 * is a note at the card's foot, below the rows. `inset` is for a table inside a card of its
 * own (a page section): no second card around it, and tighter cells flush with the card's text.
 */
export function Table({
  head,
  caption,
  hideCaption = false,
  dense = false,
  body = (rows) => <tbody>{rows}</tbody>,
  footer,
  inset = false,
  testId,
  children,
}: {
  head: ReactNode;
  caption?: ReactNode;
  hideCaption?: boolean;
  dense?: boolean;
  body?: (rows: ReactNode) => ReactNode;
  footer?: ReactNode;
  inset?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const cells = inset
    ? "[&_td]:py-2 [&_td]:pr-4 [&_td]:pl-0 [&_th]:py-2 [&_th]:pr-4 [&_th]:pl-0"
    : dense
      ? "[&_td]:px-3 [&_th]:px-3"
      : "";
  return (
    <ScrollRegion
      className={`relative overflow-x-auto ${inset ? "" : "rounded-lg border border-slate-200"}`}
    >
      <table className={`w-full text-left text-sm ${cells}`} data-testid={testId}>
        {caption && (
          <caption
            className={hideCaption ? "sr-only" : "px-4 py-3 text-left text-sm text-slate-600"}
          >
            {caption}
          </caption>
        )}
        <thead className={`text-slate-600 ${inset ? "" : "bg-slate-50"}`}>
          <tr>{head}</tr>
        </thead>
        {body(children)}
      </table>
      {footer && (
        <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">{footer}</p>
      )}
    </ScrollRegion>
  );
}

export function Th({ className = "", ...props }: ComponentProps<"th">) {
  return <th scope="col" className={`px-4 py-3 font-medium ${className}`} {...props} />;
}

export function Tr({ className = "", ...props }: ComponentProps<"tr">) {
  return <tr className={`border-t border-slate-100 ${className}`} {...props} />;
}

export function Td({ className = "", ...props }: ComponentProps<"td">) {
  return <td className={`px-4 py-3 ${className}`} {...props} />;
}
