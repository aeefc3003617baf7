import { describe, expect, it } from "vitest";
import { OwnerCache } from "./owner-cache";

function cache(options: { maxEntries?: number; ttlMs?: number } = {}) {
  let now = 0;
  const c = new OwnerCache<string>({ maxEntries: options.maxEntries ?? 10, ttlMs: options.ttlMs ?? 1000, now: () => now });
  c.setEnabled(true);
  return { c, advance: (ms: number) => (now += ms) };
}

describe("OwnerCache", () => {
  it("refuses to store a read begun before its owner was invalidated, and accepts one begun after", () => {
    const { c } = cache();
    const before = c.begin();
    c.invalidateOwner("u1");
    expect(c.store("k", "u1", "stale", before)).toBe(false);
    expect(c.get("k")).toBeUndefined();
    // Another user's invalidation does not hold back u2's read.
    expect(c.store("k2", "u2", "fresh", before)).toBe(true);
    expect(c.store("k", "u1", "fresh", c.begin())).toBe(true);
    expect(c.get("k")).toBe("fresh");
  });

  it("drops every entry of an owner, and nothing else", () => {
    const { c } = cache();
    c.store("a", "u1", "1", c.begin());
    c.store("b", "u1", "2", c.begin());
    c.store("c", "u2", "3", c.begin());
    c.invalidateOwner("u1");
    expect([c.get("a"), c.get("b"), c.get("c")]).toEqual([undefined, undefined, "3"]);
  });

  it("clearing (and switching off or on) refuses every read in flight", () => {
    const { c } = cache();
    const before = c.begin();
    c.setEnabled(false);
    expect(c.store("k", "u1", "v", before)).toBe(false);
    c.setEnabled(true);
    expect(c.store("k", "u1", "v", before)).toBe(false);
    expect(c.store("k", "u1", "v", c.begin())).toBe(true);
    c.clear();
    expect(c.get("k")).toBeUndefined();
  });

  it("forgetting old invalidations only ever refuses more", () => {
    const { c } = cache({ maxEntries: 1 });
    const before = c.begin();
    c.invalidateOwner("victim");
    // Far more invalidations than it remembers: "victim" is forgotten, the floor rises instead.
    for (let i = 0; i < 5000; i++) c.invalidateOwner(`other-${i}`);
    expect(c.store("k", "victim", "stale", before)).toBe(false);
  });

  it("keeps at most maxEntries, least recently used out first, and nothing past its TTL", async () => {
    const { c, advance } = cache({ maxEntries: 2, ttlMs: 1000 });
    c.store("a", "u1", "1", c.begin());
    c.store("b", "u2", "2", c.begin());
    expect(c.get("a")).toBe("1");
    c.store("c", "u3", "3", c.begin());
    expect([c.get("a"), c.get("b"), c.get("c")]).toEqual(["1", undefined, "3"]);
    advance(1000);
    expect(c.get("a")).toBeUndefined();
    expect(c.size).toBe(1);
    // load() does not store a null answer (an unknown session).
    expect(
      await c.load(
        "x",
        async () => null,
        () => "u1",
      ),
    ).toBeNull();
    expect(c.size).toBe(1);
  });

  it("stores nothing while off", async () => {
    const { c } = cache();
    c.setEnabled(false);
    expect(
      await c.load(
        "k",
        async () => "v",
        () => "u1",
      ),
    ).toBe("v");
    expect(c.get("k")).toBeUndefined();
    expect(c.size).toBe(0);
  });
});
