"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A region that scrolls sideways inside the page (a wide table on a phone) instead of widening
 * it, and says so: shadows at the edges with more beyond (`.scroll-shadows`), and, while its
 * content is wider than it, a line under it naming the way to the rest.
 */
export function ScrollRegion({ className, children }: { className: string; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const measure = () => setWider(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div>
      <div ref={region} className={`scroll-shadows ${className}`}>
        {children}
      </div>
      {wider && (
        <p className="mt-1 text-xs text-slate-600" data-testid="scroll-hint">
          Scroll sideways for more columns →
        </p>
      )}
    </div>
  );
}
