import { randomUUID } from "node:crypto";
import pg from "pg";
import type { DatabaseHandle } from "./client";
import type { PgliteWorker } from "./pglite-worker";

/** The channel migration 0015's triggers notify: a user's id, or "*" for everything. */
export const CHANGE_CHANNEL = "app_changes";
const SYNC_PREFIX = "sync:";

export interface ChangeFeedEvents {
  /** A row owned by this user changed (committed); "*" means any row may have. */
  onChange(userId: string): void;
  /** Subscribed (true) or not (false): while false a notification may be missed. */
  onLiveChange(live: boolean): void;
}

export interface ChangeFeedLog {
  warn(object: object, message: string): void;
}

/**
 * The database's change notifications (decision 0014): on PGlite through its own listen(), on
 * PostgreSQL through one dedicated connection doing LISTEN, reconnected when it drops. `isLive`
 * is true only while subscribed, so whoever caches on it knows when a notification could have
 * been missed.
 */
export abstract class ChangeFeed {
  readonly id = randomUUID().slice(0, 8);
  private live = false;
  private closed = false;
  private syncCount = 0;
  private readonly waiters = new Map<string, () => void>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectDelayMs = 0;

  constructor(
    protected readonly events: ChangeFeedEvents,
    protected readonly log: ChangeFeedLog,
    private readonly options: { heartbeatMs: number; syncTimeoutMs: number },
  ) {}

  get isLive(): boolean {
    return this.live;
  }

  /** Subscribes; a failure is logged and retried in the background (the feed stays off meanwhile). */
  async start(): Promise<void> {
    await this.connect();
    this.heartbeat = setInterval(() => void this.sync(), this.options.heartbeatMs);
    this.heartbeat.unref?.();
  }

  /**
   * Resolves once every notification committed before the call has been handled here (they
   * arrive in commit order, and this call's own notification comes after them). A round trip
   * on PostgreSQL. When its own notification does not come back in time, the subscription is
   * declared lost: the feed goes off and resubscribes.
   */
  async sync(): Promise<void> {
    if (!this.live || this.closed) return;
    try {
      await this.roundTrip();
    } catch (error) {
      if (this.live && !this.closed) this.lost(error as Error);
    }
  }

  // Notifies the channel and waits for that notification to come back to this subscription.
  private async roundTrip(): Promise<void> {
    const payload = `${SYNC_PREFIX}${this.id}:${++this.syncCount}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.waiters.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), this.options.syncTimeoutMs);
    });
    try {
      await this.notify(payload);
      if (!(await arrived)) throw new Error(`its own notification did not come back within ${this.options.syncTimeoutMs} ms`);
    } finally {
      clearTimeout(timer);
      this.waiters.delete(payload);
    }
  }

  /** After this process's own writes: on PostgreSQL a sync(); PGlite delivers during the write itself. */
  abstract settle(): Promise<void>;

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnectTimer);
    this.setLive(false);
    await this.unsubscribe().catch(() => undefined);
  }

  /** Subscribes now; throws when it cannot. */
  protected abstract subscribe(): Promise<void>;
  protected abstract unsubscribe(): Promise<void>;
  protected abstract notify(payload: string): Promise<void>;

  protected deliver(payload: string) {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.waiters.get(payload)?.();
      return;
    }
    this.events.onChange(payload);
  }

  /** The subscription is gone (or cannot be trusted): off at once, then resubscribe. */
  protected lost(error: Error) {
    if (this.closed) return;
    const wasLive = this.live;
    this.setLive(false);
    if (wasLive) this.log.warn({ err: error }, "database change feed lost; read caches are off until it is back");
    this.scheduleReconnect();
  }

  private async connect() {
    if (this.closed) return;
    try {
      await this.unsubscribe().catch(() => undefined);
      await this.subscribe();
      // Live only once a notification has been seen to arrive (a transaction-mode pooler, for
      // one, accepts LISTEN and never delivers).
      await this.roundTrip();
      if (this.closed) return void (await this.unsubscribe().catch(() => undefined));
      this.reconnectDelayMs = 0;
      this.setLive(true);
    } catch (error) {
      this.log.warn({ err: error }, "database change feed: could not subscribe; read caches stay off, retrying");
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect() {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectDelayMs = Math.min(5_000, Math.max(100, this.reconnectDelayMs * 2));
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, this.reconnectDelayMs);
    this.reconnectTimer.unref?.();
  }

  private setLive(live: boolean) {
    if (this.live === live) return;
    this.live = live;
    this.events.onLiveChange(live);
  }
}

class PgliteChangeFeed extends ChangeFeed {
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly pglite: PgliteWorker,
    ...rest: ConstructorParameters<typeof ChangeFeed>
  ) {
    super(...rest);
  }

  // PGlite hands a commit's notifications to the listener before it answers the committing
  // query (its thread posts them first, and one port keeps the order): nothing to wait for.
  settle(): Promise<void> {
    return Promise.resolve();
  }

  protected async subscribe() {
    this.stopListening = await this.pglite.listen(CHANGE_CHANNEL, (payload) => this.deliver(payload));
  }

  protected async unsubscribe() {
    const stop = this.stopListening;
    this.stopListening = undefined;
    if (stop && !this.pglite.closed) await stop();
  }

  protected async notify(payload: string) {
    await this.pglite.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, payload]);
  }
}

class PostgresChangeFeed extends ChangeFeed {
  private client: pg.Client | undefined;

  constructor(
    private readonly connectionString: string,
    ...rest: ConstructorParameters<typeof ChangeFeed>
  ) {
    super(...rest);
  }

  settle(): Promise<void> {
    return this.sync();
  }

  protected async subscribe() {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: "art-appraisal-change-feed",
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.client = client;
    const onGone = (error: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
      this.lost(error);
    };
    client.on("error", onGone);
    client.on("end", () => onGone(new Error("the listening connection ended")));
    client.on("notification", (message) => {
      if (this.client === client) this.deliver(message.payload ?? "*");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      this.client = undefined;
      void client.end().catch(() => undefined);
      throw error;
    }
  }

  protected async unsubscribe() {
    const client = this.client;
    this.client = undefined;
    if (client) await client.end();
  }

  protected async notify(payload: string) {
    if (!this.client) throw new Error("not connected");
    await this.client.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, payload]);
  }
}

/** The change feed of an open database; start() it. */
export function createChangeFeed(
  handle: DatabaseHandle,
  events: ChangeFeedEvents,
  log: ChangeFeedLog,
  options: { heartbeatMs?: number; syncTimeoutMs?: number } = {},
): ChangeFeed {
  const timing = { heartbeatMs: options.heartbeatMs ?? 10_000, syncTimeoutMs: options.syncTimeoutMs ?? 2_000 };
  if (handle.kind === "pglite") return new PgliteChangeFeed(handle.pglite!, events, log, timing);
  return new PostgresChangeFeed(handle.connectionString!, events, log, timing);
}
