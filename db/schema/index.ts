export * from "./accounts";
export * from "./profiles";
export * from "./health";
export * from "./campaigns";
