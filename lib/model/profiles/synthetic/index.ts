export { importProfiles } from "./import";
export { seedProfiles } from "./seed-profiles";
