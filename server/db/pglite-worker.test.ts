import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-errors";
import { PgliteWorker } from "./pglite-worker";

// The embedded database in its own thread (decision 0014): the same answers as PGlite in one
// thread (rows, types, errors, transactions, notifications in commit order), with the request
// thread free while a query runs.

let database: PgliteWorker;

beforeAll(async () => {
  database = new PgliteWorker();
  await database.waitReady;
  await database.exec("create table items (id int primary key, label text not null, added timestamptz default now())");
});

afterAll(async () => {
  await database.close();
});

describe("PgliteWorker", () => {
  it("answers rows as objects or arrays, with PostgreSQL's types", async () => {
    await database.query("insert into items (id, label) values ($1, $2), ($3, $4)", [1, "one", 2, "two"]);
    const objects = await database.query<{ id: number; label: string }>("select id, label from items order by id");
    expect(objects.rows).toEqual([
      { id: 1, label: "one" },
      { id: 2, label: "two" },
    ]);
    const arrays = await database.query("select id, label from items order by id", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([
      [1, "one"],
      [2, "two"],
    ]);
    const typed = await database.query<{ json: unknown; bytes: Uint8Array }>(
      `select '{"a":[1,2]}'::jsonb as json, '\\x0102'::bytea as bytes`,
    );
    expect(typed.rows[0]!.json).toEqual({ a: [1, 2] });
    expect(Array.from(typed.rows[0]!.bytes)).toEqual([1, 2]);
  });

  it("applies the caller's parsers to the text of their types (Drizzle keeps timestamps as text)", async () => {
    const TIMESTAMPTZ = 1184;
    const raw = await database.query<{ added: unknown }>("select added from items where id = 1", [], {
      parsers: { [TIMESTAMPTZ]: (value) => `text:${value}` },
    });
    expect(raw.rows[0]!.added).toMatch(/^text:\d{4}-\d{2}-\d{2} /);
    const parsed = await database.query<{ added: unknown }>("select added from items where id = 1");
    expect(parsed.rows[0]!.added).toBeInstanceOf(Date);
  });

  it("rebuilds PostgreSQL errors with their code and constraint", async () => {
    const error = await database.query("insert into items (id, label) values (1, 'again')").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey" });
    expect(await database.query("select 1 as still").then((r) => r.rows)).toEqual([{ still: 1 }]);
  });

  it("commits a transaction whose callback resolves and rolls back one that throws", async () => {
    await database.transaction(async (tx) => {
      await tx.query("insert into items (id, label) values (10, 'kept')");
    });
    await expect(
      database.transaction(async (tx) => {
        await tx.query("insert into items (id, label) values (11, 'dropped')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const ids = await database.query<{ id: number }>("select id from items where id >= 10 order by id");
    expect(ids.rows.map((row) => row.id)).toEqual([10]);
  });

  it("holds other queries back until a transaction ends, as one connection does", async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.transaction(async (tx) => {
      await tx.query("update items set label = 'inside' where id = 10");
      outside = database
        .query<{ label: string }>("select label from items where id = 10")
        .then((result) => order.push(`outside saw ${result.rows[0]!.label}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("committing");
    });
    await outside;
    expect(order).toEqual(["committing", "outside saw inside"]);
  });

  it("refuses a transaction's queries once it has ended", async () => {
    let leaked: { query: (sql: string) => Promise<unknown> } | undefined;
    await database.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query("select 1")).rejects.toThrow(/already ended/);
  });

  it("delivers a commit's notifications before the commit's own answer", async () => {
    const seen: string[] = [];
    const stop = await database.listen("changes", (payload) => seen.push(payload));
    await database.transaction(async (tx) => {
      await tx.query("select pg_notify('changes', 'from the transaction')");
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(["from the transaction"]);
    await database.query("select pg_notify('changes', 'plain')");
    expect(seen).toEqual(["from the transaction", "plain"]);
    await stop();
    await database.query("select pg_notify('changes', 'after stop')");
    await database.query("select 1");
    expect(seen).toEqual(["from the transaction", "plain"]);
  });

  it("leaves the request thread free while a slow query runs", async () => {
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    await database.query("select count(*) from generate_series(1, 1000000) as s(n) where n % 7 = 3");
    const took = performance.now() - started;
    running = false;
    // In one thread the WebAssembly holds the event loop for the whole query: one or two ticks.
    expect(took).toBeGreaterThan(20);
    expect(ticks).toBeGreaterThan(10);
  });

  it("refuses queries clearly once closed", async () => {
    const doomed = new PgliteWorker();
    await doomed.waitReady;
    await doomed.close();
    await expect(doomed.query("select 1")).rejects.toThrow(/closed/);
  });

  it("fails waiting and later queries as 'database unavailable' (503) when the thread dies", async () => {
    const doomed = new PgliteWorker();
    await doomed.waitReady;
    const waiting = doomed.query("select count(*) from generate_series(1, 2000000)");
    // The thread ending under the server, as an out-of-memory abort would.
    await (doomed as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    const first = await waiting.catch((error: unknown) => error);
    const later = await doomed.query("select 1").catch((error: unknown) => error);
    expect(first).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(first)).toBe(true);
    expect(isDatabaseUnavailable(later)).toBe(true);
  });
});
