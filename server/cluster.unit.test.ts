import os from "node:os";
import { describe, expect, it } from "vitest";
import { resolveWebConcurrency } from "./cluster";

const POSTGRES = "postgres://app@db/app";

describe("resolveWebConcurrency", () => {
  it("runs one process on the embedded database and refuses more", () => {
    expect(resolveWebConcurrency({ isProduction: true })).toBe(1);
    expect(() => resolveWebConcurrency({ isProduction: true, WEB_CONCURRENCY: 2 })).toThrow(/WEB_CONCURRENCY: the embedded database/);
  });

  it("runs one per core in production on PostgreSQL, one in development, or what WEB_CONCURRENCY says", () => {
    expect(resolveWebConcurrency({ isProduction: true, DATABASE_URL: POSTGRES })).toBe(os.availableParallelism());
    expect(resolveWebConcurrency({ isProduction: false, DATABASE_URL: POSTGRES })).toBe(1);
    expect(resolveWebConcurrency({ isProduction: true, DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 3 })).toBe(3);
  });
});
