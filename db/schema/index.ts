export * from "./accounts";
export * from "./profiles";
export * from "./health";
export * from "./campaigns";
export * from "./enrichment";
export * from "./mail";
export * from "./campaign-events";
