// The embedded database's own thread (decision 0014, "PGlite off the request thread").
//
// PGlite runs PostgreSQL as WebAssembly on whichever thread calls it: on the request thread an
// admin search of 130-170 ms stalls every other request, cached or not. Here it runs in a
// worker_threads worker and the server talks to it through messages (server/db/pglite-worker.ts,
// which documents the protocol). Plain JavaScript on purpose: a worker is started by Node itself,
// outside tsx and Vitest's transforms, and must load the same way in development, tests and the
// compiled build.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const port = parentPort;
if (!port) throw new Error("pglite-thread.mjs runs only as a worker thread");

/** Open transactions by id: the PGlite transaction handle and how to end it. */
const transactions = new Map();
/** Notification subscriptions by id: how to stop each. */
const subscriptions = new Map();

const database = new PGlite({ dataDir: workerData?.dataDir ?? undefined, extensions: { pg_trgm } });

/** Query options that cross the thread boundary: parsers become "hand back the text". */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = {};
  for (const type of options.rawTypes ?? []) parsers[type] = (value) => value;
  return { rowMode: options.rowMode, parsers, paramTypes: options.paramTypes };
}

/** The parts of a PostgreSQL error the server reads (code, constraint, detail...), cloneable. */
function serialiseError(error) {
  const plain = { message: String(error?.message ?? error), name: error?.name ?? "Error" };
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || typeof value === "function" || typeof value === "object") continue;
      plain[key] = value;
    }
  }
  return plain;
}

function target(message) {
  if (message.tx === undefined) return database;
  const open = transactions.get(message.tx);
  if (!open?.tx) throw new Error("the transaction has already ended");
  return open.tx;
}

const ROLLED_BACK = Symbol("rolled back");

/**
 * Opens a transaction that stays open until the server's commit or rollback message: PGlite's
 * own transaction() (so its lock holds every other query back, as in one thread), with a
 * callback that waits for the ending message.
 */
function begin(id) {
  const open = { tx: undefined, end: undefined, finished: undefined };
  const ended = new Promise((resolve, reject) => (open.end = { resolve, reject }));
  transactions.set(id, open);
  open.finished = database.transaction(async (tx) => {
    open.tx = tx;
    port.postMessage({ id, ok: true, result: null });
    await ended;
  });
  open.finished.catch((error) => {
    if (open.tx) return; // started: the commit or rollback message answers (finishTransaction)
    transactions.delete(id);
    port.postMessage({ id, ok: false, error: serialiseError(error) });
  });
}

async function finishTransaction(message) {
  const open = transactions.get(message.tx);
  if (!open?.tx) throw new Error("the transaction has already ended");
  if (message.op === "commit") open.end.resolve();
  else open.end.reject(ROLLED_BACK);
  try {
    await open.finished;
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  } finally {
    transactions.delete(message.tx);
  }
  return null;
}

async function handle(message) {
  switch (message.op) {
    case "ready":
      await database.waitReady;
      return null;
    case "query": {
      const result = await target(message).query(message.sql, message.params, queryOptions(message.options));
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "exec": {
      const results = await target(message).exec(message.sql);
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case "listen": {
      const stop = await database.listen(message.channel, (payload) => port.postMessage({ notification: message.subscription, payload }));
      subscriptions.set(message.subscription, stop);
      return null;
    }
    case "unlisten": {
      const stop = subscriptions.get(message.subscription);
      subscriptions.delete(message.subscription);
      if (stop && !database.closed) await stop();
      return null;
    }
    case "close":
      if (!database.closed) await database.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on("message", (message) => {
  // A transaction is answered from inside it, once it holds PGlite's lock (begin, above).
  if (message.op === "begin") return begin(message.id);
  const run = message.op === "commit" || message.op === "rollback" ? finishTransaction(message) : handle(message);
  run.then(
    (result) => port.postMessage({ id: message.id, ok: true, result }),
    (error) => port.postMessage({ id: message.id, ok: false, error: serialiseError(error) }),
  );
});
