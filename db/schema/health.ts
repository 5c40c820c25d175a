import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per job-worker process, refreshed while it runs; /healthz reads the newest. */
export const workerHeartbeats = pgTable("worker_heartbeats", {
  workerId: text("worker_id").primaryKey(),
  host: text("host").notNull(),
  pid: text("pid").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp("beat_at", { withTimezone: true }).notNull().defaultNow(),
});
