/*
 * What an address's domain and local part say about it, before any network: large webmail
 * hosts (personal addresses, and hosts that mask SMTP probing), disposable-address services,
 * and role mailboxes (a function, not a person). Short, well-known lists: an address on none
 * of them is taken for what its domain says, a company's.
 */

const WEBMAIL = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.fr",
  "yahoo.co.uk",
  "ymail.com",
  "hotmail.com",
  "hotmail.fr",
  "hotmail.co.uk",
  "outlook.com",
  "outlook.fr",
  "live.com",
  "live.fr",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "orange.fr",
  "wanadoo.fr",
  "free.fr",
  "laposte.net",
  "sfr.fr",
  "t-online.de",
  "libero.it",
  "qq.com",
  "163.com",
  "126.com",
  "fastmail.com",
]);

const DISPOSABLE = new Set([
  "mailinator.com",
  "guerrillamail.com",
  "10minutemail.com",
  "tempmail.com",
  "temp-mail.org",
  "yopmail.com",
  "trashmail.com",
  "sharklasers.com",
  "getnada.com",
  "dispostable.com",
  "throwawaymail.com",
  "maildrop.cc",
  "fakeinbox.com",
  "mintemail.com",
  "mohmal.com",
]);

const ROLE = new Set([
  "admin",
  "administrator",
  "billing",
  "contact",
  "careers",
  "hello",
  "help",
  "hr",
  "info",
  "jobs",
  "marketing",
  "media",
  "noreply",
  "no-reply",
  "office",
  "postmaster",
  "press",
  "privacy",
  "sales",
  "security",
  "support",
  "team",
  "webmaster",
  "abuse",
  "accounts",
]);

export function domainOfAddress(address: string): string {
  return (address.split("@").at(-1) ?? "").trim().toLowerCase();
}

export function isWebmail(address: string): boolean {
  return WEBMAIL.has(domainOfAddress(address));
}

export function isDisposable(address: string): boolean {
  return DISPOSABLE.has(domainOfAddress(address));
}

export function isRole(address: string): boolean {
  const local = (address.split("@")[0] ?? "").toLowerCase().replace(/\+.*$/, "");
  return ROLE.has(local);
}

/** A contact entry's `type` from its domain: a webmail or disposable address is personal. */
export function emailType(address: string): "professional" | "personal" {
  return isWebmail(address) || isDisposable(address) ? "personal" : "professional";
}

/**
 * Whether an e-mail entry is a work address, for "work e-mail only": its source did not call it
 * `personal` (sources type work addresses `professional`, `work` or otherwise) and its domain is
 * no webmail or disposable host, so a mistyped gmail address is never taken for a work one.
 */
export function isWorkAddress(entry: { type: string; value: string }): boolean {
  return entry.type !== "personal" && emailType(entry.value) === "professional";
}

/**
 * How suitable an e-mail entry is for reaching the person at work, best first: 0 a verified work
 * address (a work address whose source typed it verified, e.g. `verified` or `work_verified`),
 * 1 any other work address, 2 the rest (personal, webmail, disposable).
 */
function workRank(entry: { type: string; value: string }): number {
  if (!isWorkAddress(entry)) return 2;
  return /verified/i.test(entry.type) ? 0 : 1;
}

/**
 * A person's e-mail entries in the order exports offer them: verified work, work, personal; in
 * their own order within each. An export with room for one address takes the first.
 */
export function workAddressesFirst<E extends { type: string; value: string }>(entries: E[]): E[] {
  return entries
    .map((entry, i) => ({ entry, i, rank: workRank(entry) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((e) => e.entry);
}
