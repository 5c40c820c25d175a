import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, inject } from "vitest";
import { createDb } from "../client";
import { TEMPLATE_DATABASE } from "./global-setup";

/**
 * A fresh database for one test file, cloned from the migrated template, dropped after the
 * file's tests. Also points DATABASE_URL at it, so code that uses the shared pool sees it.
 */
export async function createTestDb() {
  const serverUrl = inject("testServerUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = createDb(url.toString(), { max: 10 });
  process.env.DATABASE_URL = url.toString();
  afterAll(async () => {
    await client.close();
    const holder = globalThis as unknown as { __leadwiseDb?: { close: () => Promise<void> } };
    await holder.__leadwiseDb?.close();
    holder.__leadwiseDb = undefined;
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { ...client, url: url.toString() };
}
