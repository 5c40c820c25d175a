import pino from "pino";

/** Structured JSON logs; every request and job logs through a child carrying its id. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "leadwise" },
  timestamp: pino.stdTimeFunctions.isoTime,
});

export type Logger = typeof logger;
