import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { singleSignOn } from "@/lib/edge/auth/options";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage() {
  await connection();
  // Read per request: the operator's single sign-on, if any (docs/teams.md).
  const sso = singleSignOn();
  return (
    <Suspense>
      <SignInForm sso={sso} />
    </Suspense>
  );
}
