import { z } from "zod";

/**
 * A webhook target as the API and the wizard take it: an http(s) URL of at most 2048
 * characters. The URL parser accepts more spellings than the document's `format: uri` (`http:host`
 * without slashes, non-ASCII hosts, characters RFC 3986 leaves out); the pattern keeps them to
 * one language (`[` escaped inside its class, so JSON Schema tools and Python's `re` read the
 * document's copy as JavaScript does). Whether the address may be reached (no private network) is `assertWebhookUrl`'s
 * check (ssrf.ts), made again at every delivery.
 */
export const WebhookUrl = z
  .url({ protocol: /^https?$/, error: "must be an http or https URL" })
  .max(2048)
  .regex(
    // biome-ignore lint/complexity/noUselessEscapeInRegex: an unescaped `[` in a class is a nested class to some JSON Schema tools (Rust's regex, the `v` flag).
    /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]+$/,
    "must be an http:// or https:// URL of RFC 3986 characters",
  );
