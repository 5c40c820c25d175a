export * from "./accounts";
export * from "./campaign-events";
export * from "./campaigns";
export * from "./enrichment";
export * from "./health";
export * from "./mail";
export * from "./profiles";
export * from "./suppression";
