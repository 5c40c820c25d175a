import { STATUS_CODES } from "node:http";

/**
 * What a webhook attempt came to, in a person's words: "Send test", the Launch Checklist, the
 * failing-webhook banner and its e-mail all say it so. Node's error codes are read here and
 * nowhere else, and its messages ("connect ECONNREFUSED 127.0.0.1:9") are never shown.
 */
export interface AttemptOutcome {
  statusCode: number | null;
  /** Node's message (or the recorded `error` of an attempt): read for its code when none is given. */
  error: string | null;
  code?: string | null;
  blocked?: boolean;
}

export function answeredOk(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

/** `host:port` as a person would type it; the scheme's port when the URL names none. */
function placeOf(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
}

/** A recorded attempt keeps Node's message only: its code is in it, or its words are. */
function codeOf(outcome: AttemptOutcome): string | null {
  if (outcome.code) return outcome.code;
  const text = outcome.error ?? "";
  const named =
    /\b(E[A-Z]{3,}|ERR_[A-Z0-9_]+|CERT_[A-Z_]+|UNABLE_TO_[A-Z_]+|[A-Z_]*SELF_SIGNED[A-Z_]*)\b/.exec(
      text,
    );
  if (named?.[1]) return named[1];
  const words: [RegExp, string][] = [
    [/timed out/i, "ETIMEDOUT"],
    [/socket hang up/i, "ECONNRESET"],
    [/certificate has expired/i, "CERT_HAS_EXPIRED"],
    [/self[- ]signed certificate/i, "DEPTH_ZERO_SELF_SIGNED_CERT"],
    [/unable to verify/i, "UNABLE_TO_VERIFY_LEAF_SIGNATURE"],
    [/does not match certificate/i, "ERR_TLS_CERT_ALTNAME_INVALID"],
    [/not a public address|has no address/i, "BLOCKED"],
  ];
  return words.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

function answerWords(status: number): string {
  const reason = STATUS_CODES[status];
  const answered = `The receiver answered ${status}${reason ? ` (${reason})` : ""}`;
  if (status >= 200 && status < 300) return `${answered}.`;
  if (status >= 300 && status < 400) {
    return `${answered}, a redirect. Redirects are not followed: use the address it redirects to.`;
  }
  if (status === 401 || status === 403) {
    return `${answered}. Does it check the signature with your webhook secret (Settings → Webhooks)?`;
  }
  if (status === 404) return `${answered}. Check the path of the address.`;
  if (status === 410) return `${answered}: it asks to receive nothing more at this address.`;
  if (status >= 500) return `${answered}: it failed while handling the delivery. See its logs.`;
  return `${answered}: it refused the delivery.`;
}

function failureWords(code: string | null, url: URL, error: string | null): string {
  const place = placeOf(url);
  const host = url.hostname;
  switch (code) {
    case "ECONNREFUSED":
      return `Nothing answered at ${place} — is the receiver running?`;
    case "ETIMEDOUT":
    case "ESOCKETTIMEDOUT": {
      const ms = /after (\d+) ms/.exec(error ?? "")?.[1];
      const wait = ms ? ` within ${Math.round(Number(ms) / 1000)} seconds` : " in time";
      return `${place} did not answer${wait} — is the receiver overloaded, or a firewall dropping the connection?`;
    }
    case "ENOTFOUND":
      return `The name ${host} was not found (DNS) — check the address for typos.`;
    case "EAI_AGAIN":
      return `The name ${host} could not be looked up just now (DNS did not answer) — try again in a moment.`;
    case "ECONNRESET":
    case "EPIPE":
      return `${place} closed the connection without answering — is it a web server speaking HTTP on that port?`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
    case "EADDRNOTAVAIL":
      return `${place} cannot be reached from here — check the address and any firewall in front of it.`;
    case "BLOCKED":
      return `${host} leads to a private address, and webhooks may only go to public addresses.`;
    case "CERT_HAS_EXPIRED":
      return `The receiver's certificate for ${host} has expired — it needs renewing.`;
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "SELF_SIGNED_CERT_IN_CHAIN":
      return `The receiver's certificate for ${host} is self-signed, which is not trusted — use one from a public certificate authority.`;
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "UNABLE_TO_GET_ISSUER_CERT_LOCALLY":
    case "UNABLE_TO_GET_ISSUER_CERT":
      return `The receiver's certificate for ${host} could not be verified — does it send its intermediate certificates?`;
    case "ERR_TLS_CERT_ALTNAME_INVALID":
      return `The receiver's certificate is not for ${host} — check the address, or the certificate.`;
    case "EPROTO":
    case "ERR_SSL_WRONG_VERSION_NUMBER":
      return `The secure connection to ${place} failed — does it speak https on that port?`;
  }
  if (code && /^(CERT_|ERR_TLS|ERR_SSL)/.test(code)) {
    return `The secure connection to ${place} failed — check the receiver's certificate.`;
  }
  return `${place} could not be reached — check the address and that the receiver is running.`;
}

/**
 * One sentence for what came of posting to `rawUrl`: the receiver's answer, or why there was
 * none, with what to check.
 */
export function describeWebhookOutcome(outcome: AttemptOutcome, rawUrl: string): string {
  if (outcome.statusCode !== null) return answerWords(outcome.statusCode);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return "The address is not a valid URL.";
  }
  const code = outcome.blocked ? "BLOCKED" : codeOf(outcome);
  return failureWords(code, url, outcome.error);
}
