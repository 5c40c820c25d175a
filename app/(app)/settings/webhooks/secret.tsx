"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/ready-fieldset";

export function RevealSecret({ secret }: { secret: string }) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code className="rounded bg-slate-100 px-2 py-1 text-sm" data-testid="webhook-secret">
        {shown ? secret : `whsec_${"•".repeat(24)}`}
      </code>
      <Button
        variant="secondary"
        disabled={!hydrated}
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
      >
        {shown ? "Hide" : "Reveal"}
      </Button>
    </div>
  );
}
