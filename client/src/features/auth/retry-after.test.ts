import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { describeRetryTime, getRetryAfterSeconds } from "./retry-after";

// Issue 13: a throttled sign-in, resend or reset says when to try again.
describe("getRetryAfterSeconds", () => {
  it("reads the per-account lock's retryAfter", () => {
    expect(getRetryAfterSeconds(new ApiError(429, JSON.stringify({ message: "Too many", retryAfter: 897 })))).toBe(897);
  });

  it("reads the per-address limiter's 'retry in N minutes'", () => {
    expect(getRetryAfterSeconds(new ApiError(429, JSON.stringify({ message: "Rate limit exceeded, retry in 15 minutes" })))).toBe(900);
    expect(getRetryAfterSeconds(new ApiError(429, JSON.stringify({ message: "Rate limit exceeded, retry in 56 seconds" })))).toBe(56);
  });

  it("is null for anything but a 429", () => {
    expect(getRetryAfterSeconds(new ApiError(401, JSON.stringify({ message: "Invalid email or password." })))).toBeNull();
    expect(getRetryAfterSeconds(new Error("offline"))).toBeNull();
  });
});

describe("describeRetryTime", () => {
  const now = new Date(2026, 10, 23, 14, 17, 0);
  it("says seconds under a minute", () => {
    expect(describeRetryTime(1, now)).toBe("in 1 second");
    expect(describeRetryTime(42, now)).toBe("in 42 seconds");
  });

  it("says minutes, rounded up, and the clock time", () => {
    const clock = new Date(now.getTime() + 900_000).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
    expect(describeRetryTime(900, now)).toBe(`in 15 minutes (at ${clock})`);
    expect(describeRetryTime(61, now)).toMatch(/^in 2 minutes \(at /);
    expect(describeRetryTime(60, now)).toMatch(/^in 1 minute \(at /);
  });
});
