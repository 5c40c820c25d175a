export { importProfiles } from "./import-file";
export { SEED_SOURCES, seedProfiles } from "./seed-profiles";
