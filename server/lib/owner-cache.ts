/**
 * A bounded, short-lived cache of answers that each belong to one user (decision 0014): the
 * session lookup, a user's appraisal list. Dropping a user drops every answer of theirs.
 *
 * The race it prevents: a read that started before a write committed must not store its (stale)
 * answer after the write's invalidation has passed. Every invalidation takes a tick of a clock;
 * a read notes the clock before it queries and stores only when its user has not been
 * invalidated, and the whole cache not cleared, since then. The ticks of users invalidated long
 * ago are forgotten beyond a bound, raising a floor instead, so forgetting only ever refuses a
 * store, never allows a stale one.
 */
export class OwnerCache<V> {
  private readonly entries = new Map<string, { owner: string; value: V; storedAt: number }>();
  private readonly keysByOwner = new Map<string, Set<string>>();
  private readonly invalidatedAt = new Map<string, number>();
  private clock = 0;
  private floor = 0;
  private enabled = false;

  constructor(
    private readonly options: {
      /** Entries kept at most; the least recently used go first. */
      maxEntries: number;
      /** How long an entry lives even if no invalidation came (a safety net, not the mechanism). */
      ttlMs: number;
      now?: () => number;
    },
  ) {}

  get isEnabled(): boolean {
    return this.enabled;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Off: nothing is read or stored. Every switch empties the cache and refuses reads in flight. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  /** The cached answer, or undefined. */
  get(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.remove(key);
      return undefined;
    }
    // Least recently used first: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The clock before a read: pass it to store() with the read's answer. */
  begin(): number {
    return this.clock;
  }

  /** Stores the answer of a read begun at `startedAt`, unless its user changed since; true if stored. */
  store(key: string, owner: string, value: V, startedAt: number): boolean {
    if (!this.enabled || startedAt < this.floor || (this.invalidatedAt.get(owner) ?? 0) > startedAt) return false;
    this.remove(key);
    this.entries.set(key, { owner, value, storedAt: this.now() });
    let keys = this.keysByOwner.get(owner);
    if (!keys) this.keysByOwner.set(owner, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > this.options.maxEntries) this.remove(this.entries.keys().next().value!);
    return true;
  }

  /**
   * The cached answer, or `read()`'s, stored (under `ownerOf` it) only when its user did not
   * change while it was read. A null answer is not stored.
   */
  async load<A extends V | null>(key: string, read: () => Promise<A>, ownerOf: (value: V) => string): Promise<V | A> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    if (!this.enabled) return read();
    const startedAt = this.begin();
    const value = await read();
    if (value !== null) this.store(key, ownerOf(value as V), value as V, startedAt);
    return value;
  }

  /** Drops every answer of the user, and refuses the stores of reads begun before now. */
  invalidateOwner(owner: string): void {
    this.invalidatedAt.delete(owner);
    this.invalidatedAt.set(owner, ++this.clock);
    const limit = Math.max(1000, this.options.maxEntries * 2);
    while (this.invalidatedAt.size > limit) {
      const [oldest, at] = this.invalidatedAt.entries().next().value!;
      this.invalidatedAt.delete(oldest);
      this.floor = Math.max(this.floor, at);
    }
    for (const key of this.keysByOwner.get(owner) ?? []) this.entries.delete(key);
    this.keysByOwner.delete(owner);
  }

  /** Drops everything, and refuses the stores of every read begun before now. */
  clear(): void {
    this.floor = ++this.clock;
    this.invalidatedAt.clear();
    this.entries.clear();
    this.keysByOwner.clear();
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysByOwner.get(entry.owner);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByOwner.delete(entry.owner);
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }
}
