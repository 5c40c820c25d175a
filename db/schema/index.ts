export * from "./accounts";
export * from "./profiles";
export * from "./health";
