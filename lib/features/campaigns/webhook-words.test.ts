import { describe, expect, it } from "vitest";
import { describeWebhookOutcome } from "./webhook-words";

const none = (error: string, code?: string) => ({ statusCode: null, error, code });

describe("a webhook attempt in words", () => {
  it.each([
    [
      none("connect ECONNREFUSED 93.184.216.34:9", "ECONNREFUSED"),
      "http://example.com:9/hook",
      "Nothing answered at example.com:9 — is the receiver running?",
    ],
    // A recorded attempt keeps only Node's message: its code is read from it.
    [
      none("connect ECONNREFUSED 127.0.0.1:9"),
      "http://127.0.0.1:9/",
      "Nothing answered at 127.0.0.1:9 — is the receiver running?",
    ],
    [
      none("timed out after 10000 ms", "ETIMEDOUT"),
      "https://hooks.example.com/leads",
      "hooks.example.com:443 did not answer within 10 seconds — is the receiver overloaded, or a firewall dropping the connection?",
    ],
    [
      none("getaddrinfo ENOTFOUND hoks.example.com"),
      "https://hoks.example.com/leads",
      "The name hoks.example.com was not found (DNS) — check the address for typos.",
    ],
    [
      none("getaddrinfo EAI_AGAIN hooks.example.com", "EAI_AGAIN"),
      "https://hooks.example.com/leads",
      "The name hooks.example.com could not be looked up just now (DNS did not answer) — try again in a moment.",
    ],
    [
      none("certificate has expired", "CERT_HAS_EXPIRED"),
      "https://hooks.example.com/leads",
      "The receiver's certificate for hooks.example.com has expired — it needs renewing.",
    ],
    [
      none("self-signed certificate"),
      "https://hooks.example.com/leads",
      "The receiver's certificate for hooks.example.com is self-signed, which is not trusted — use one from a public certificate authority.",
    ],
    [
      none("Hostname/IP does not match certificate's altnames: Host: a.example.com"),
      "https://a.example.com/leads",
      "The receiver's certificate is not for a.example.com — check the address, or the certificate.",
    ],
    [
      none("socket hang up", "ECONNRESET"),
      "http://hooks.example.com/leads",
      "hooks.example.com:80 closed the connection without answering — is it a web server speaking HTTP on that port?",
    ],
    [
      {
        ...none("intranet.example.com resolves to 10.0.0.5, which is not a public address"),
        blocked: true,
      },
      "https://intranet.example.com/leads",
      "intranet.example.com leads to a private address, and webhooks may only go to public addresses.",
    ],
    [
      none("something Node never said before", "EWEIRD"),
      "https://hooks.example.com/leads",
      "hooks.example.com:443 could not be reached — check the address and that the receiver is running.",
    ],
  ])("%j to %s", (outcome, url, words) => {
    const said = describeWebhookOutcome(outcome, url);
    expect(said).toBe(words);
    expect(said).not.toMatch(/\bE[A-Z]{3,}\b|CERT_|ERR_/);
  });

  it.each([
    [
      500,
      "The receiver answered 500 (Internal Server Error): it failed while handling the delivery. See its logs.",
    ],
    [404, "The receiver answered 404 (Not Found). Check the path of the address."],
    [
      301,
      "The receiver answered 301 (Moved Permanently), a redirect. Redirects are not followed: use the address it redirects to.",
    ],
    [
      401,
      "The receiver answered 401 (Unauthorized). Does it check the signature with your webhook secret (Settings → Webhooks)?",
    ],
    [410, "The receiver answered 410 (Gone): it asks to receive nothing more at this address."],
    [204, "The receiver answered 204 (No Content)."],
  ])("an answer %i", (statusCode, words) => {
    expect(
      describeWebhookOutcome(
        { statusCode, error: `receiver answered ${statusCode}` },
        "https://hooks.example.com/leads",
      ),
    ).toBe(words);
  });
});
