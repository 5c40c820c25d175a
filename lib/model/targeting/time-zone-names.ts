/*
 * Browsers and Node.js list CLDR's names for time zones, several of which IANA renamed long ago
 * (Asia/Calcutta is Asia/Kolkata, Europe/Kiev is Europe/Kyiv). The wizard offers the current
 * names; the server accepts both (the TimeZone enum of delivery-schema.ts).
 */

/** CLDR's names for zones IANA has renamed, as V8 and ICU still list them, and UTC's other names. */
export const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Mendoza": "America/Argentina/Mendoza",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Godthab": "America/Nuuk",
  "America/Coral_Harbour": "America/Atikokan",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
  "Etc/UTC": "UTC",
  "Etc/UCT": "UTC",
  "Etc/GMT": "UTC",
  "Etc/Universal": "UTC",
  "Etc/Zulu": "UTC",
  "Etc/Greenwich": "UTC",
  GMT: "UTC",
  UCT: "UTC",
  Universal: "UTC",
  Zulu: "UTC",
  Greenwich: "UTC",
};
