import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * The embedded database in a thread of its own (decision 0014): the part of PGlite's interface
 * the server uses (Drizzle's pglite driver, the change feed, the tests), answered by a PGlite
 * that runs in server/db/pglite-thread.mjs. WebAssembly then runs beside the request thread
 * instead of on it, so a slow query delays only the queries queued behind it (PGlite is one
 * connection either way), not every request the server is answering from memory.
 *
 * Protocol (structured-clone messages): `{ id, op, ... }` from here, `{ id, ok, result | error }`
 * back, and `{ notification, payload }` for a subscription. A transaction is `begin` (answered
 * once PGlite's transaction lock is held), queries tagged with its id, then `commit` or
 * `rollback`. Messages on one port arrive in order, so a commit's notifications reach the
 * listener before the commit's answer, as they do in one thread (the change feed counts on it).
 */

type Row = Record<string, unknown> | unknown[];
export interface Field {
  name: string;
  dataTypeID: number;
}
export interface Results<T = Row> {
  rows: T[];
  fields: Field[];
  affectedRows?: number;
}
type Parser = (value: string, typeId: number) => unknown;
export interface QueryOptions {
  rowMode?: "object" | "array";
  /** Applied here to the text the thread hands back for these types (Drizzle keeps dates as text). */
  parsers?: Record<number, Parser>;
  paramTypes?: number[];
}

/** What a query may be asked through: the database itself or an open transaction. */
export interface EmbeddedQueryable {
  query<T = Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface EmbeddedTransaction extends EmbeddedQueryable {
  readonly closed: boolean;
  rollback(): Promise<void>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The thread's script: beside this module in the source tree, copied beside the bundle in dist. */
function threadScript(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "pglite-thread.mjs"), path.join(here, "..", "pglite-thread.mjs")];
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

/** A PostgreSQL error rebuilt from its cloneable fields, so `code` and `constraint` read as before. */
function rebuildError(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(plain)) if (key !== "message" && key !== "stack") error[key] = value;
  return error;
}

function applyParsers<T>(results: Results<T>, parsers: Record<number, Parser> | undefined): Results<T> {
  if (!parsers || results.rows.length === 0) return results;
  const parsed = results.fields.flatMap((field, index) => {
    const parser = parsers[field.dataTypeID];
    return parser ? [{ index, name: field.name, type: field.dataTypeID, parser }] : [];
  });
  for (const row of results.rows as Row[]) {
    for (const { index, name, type, parser } of parsed) {
      if (Array.isArray(row)) {
        if (row[index] !== null) row[index] = parser(row[index] as string, type);
      } else if (row[name] !== null) {
        row[name] = parser(row[name] as string, type);
      }
    }
  }
  return results;
}

export class PgliteWorker implements EmbeddedQueryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private failure: Error | undefined;
  private isClosed = false;
  readonly waitReady: Promise<void>;

  constructor(options: { dataDir?: string } = {}) {
    this.worker = new Worker(threadScript(), { workerData: { dataDir: options.dataDir } });
    // The thread keeps the process alive only while a query is waiting for it (see call()).
    this.worker.unref();
    this.worker.on("message", (message) => this.receive(message));
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`the embedded database's thread stopped (exit code ${code})`)));
    this.waitReady = this.call({ op: "ready" }).then(() => undefined);
  }

  get closed(): boolean {
    return this.isClosed;
  }

  query<T = Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: "exec", sql }) as Promise<Results[]>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.call({ op: "begin" }, id);
    let ended = false;
    const tx: EmbeddedTransaction = {
      get closed() {
        return ended;
      },
      query: <R = Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
        if (ended) return Promise.reject(new Error("the transaction has already ended"));
        return this.queryIn<R>(id, sql, params, options);
      },
      exec: (sql: string) => {
        if (ended) return Promise.reject(new Error("the transaction has already ended"));
        return this.call({ op: "exec", sql, tx: id }) as Promise<Results[]>;
      },
      rollback: async () => {
        if (ended) return;
        ended = true;
        await this.call({ op: "rollback", tx: id });
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!ended) {
        ended = true;
        await this.call({ op: "rollback", tx: id }).catch(() => undefined);
      }
      throw error;
    }
    if (!ended) {
      ended = true;
      await this.call({ op: "commit", tx: id });
    }
    return result;
  }

  /** Subscribes to a channel; resolves to the function that ends the subscription. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const subscription = this.nextId++;
    this.listeners.set(subscription, callback);
    try {
      await this.call({ op: "listen", channel, subscription });
    } catch (error) {
      this.listeners.delete(subscription);
      throw error;
    }
    return async () => {
      if (!this.listeners.delete(subscription) || this.isClosed) return;
      await this.call({ op: "unlisten", subscription });
    };
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    try {
      await this.call({ op: "close" });
    } finally {
      this.isClosed = true;
      await this.worker.terminate();
    }
  }

  private queryIn<T>(tx: number | undefined, sql: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const message = { op: "query", sql, params, tx, options: { rowMode: options.rowMode, rawTypes, paramTypes: options.paramTypes } };
    return (this.call(message) as Promise<Results<T>>).then((results) => applyParsers(results, options.parsers));
  }

  private call(message: Record<string, unknown>, id = this.nextId++): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.isClosed) return Promise.reject(new Error("connection is closed: the embedded database has been closed"));
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }

  private receive(message: {
    id?: number;
    ok?: boolean;
    result?: unknown;
    error?: Record<string, unknown>;
    notification?: number;
    payload?: string;
  }) {
    if (message.notification !== undefined) {
      this.listeners.get(message.notification)?.(message.payload ?? "");
      return;
    }
    const waiting = this.pending.get(message.id!);
    if (!waiting) return;
    this.pending.delete(message.id!);
    if (this.pending.size === 0) this.worker.unref();
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(rebuildError(message.error ?? { message: "unknown database error" }));
  }

  private fail(error: Error) {
    if (this.isClosed) return;
    this.failure ??= Object.assign(new Error(`connection is closed: ${error.message}`), { cause: error });
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}
