import type { Metadata } from "next";
import { OptOutForm } from "./opt-out-form";

export const metadata: Metadata = { title: "Opt out" };

export default function OptOutPage() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Opt out of Leadwise</h1>
      <p className="text-sm text-slate-700">
        Enter your e-mail address. After you confirm from the link we send, Leadwise no longer
        shows, enriches, exports or delivers any profile holding that address, to anyone, and later
        imports cannot bring it back. We keep only a keyed hash of the address to recognise it.
      </p>
      <OptOutForm />
    </div>
  );
}
