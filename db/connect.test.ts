import { describe, expect, inject, it } from "vitest";
import { connect } from "./connect";
import { socketDirFor } from "./embedded";

describe("connect", () => {
  it("reads libpq's ?host=/folder as the server's Unix socket, and sends no `host` setting", async () => {
    const sql = connect("postgres://u:p@127.0.0.1:5433/db?host=%2Fvar%2Frun%2Fpostgresql");
    expect(sql.options.path).toBe("/var/run/postgresql/.s.PGSQL.5433");
    expect(sql.options.database).toBe("db");
    expect(sql.options.connection).not.toHaveProperty("host");
    await sql.end();
  });

  it("connects over TCP when the URL names no socket folder", async () => {
    const sql = connect("postgres://u:p@127.0.0.1:5433/db?application_name=x");
    expect(sql.options.path).toBeFalsy();
    expect(sql.options.host).toEqual(["127.0.0.1"]);
    await sql.end();
  });

  const serverUrl = inject("testServerUrl");
  // The suite's server is embedded unless DATABASE_URL names one (db/testing/global-setup.ts).
  it.runIf(!process.env.DATABASE_URL)("reaches the embedded server over its socket", async () => {
    const sql = connect(serverUrl, { max: 1, onnotice: () => {} });
    try {
      // A Unix-socket client has no address; a TCP one would show 127.0.0.1 and its port.
      const [me] = await sql`select client_addr, client_port from pg_stat_activity
          where pid = pg_backend_pid()`;
      expect(me).toEqual({ client_addr: null, client_port: -1 });
    } finally {
      await sql.end();
    }
  });
});

describe("the embedded server's socket", () => {
  it("lives in the data folder, unless its path would pass Linux's 107-byte limit", () => {
    expect(socketDirFor("/tmp/leadwise/.data/postgres", 5432)).toBe("/tmp/leadwise/.data/postgres");
    const deep = `/home/${"x".repeat(80)}/.data/postgres`;
    expect(socketDirFor(deep, 5432)).toBeUndefined();
  });
});
