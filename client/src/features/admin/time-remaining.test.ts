import { describe, expect, it } from "vitest";
import { getDeadlineToneClass, getTimeRemaining } from "./time-remaining";

const NOW = Date.parse("2026-06-01T12:00:00.000Z");
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const deadlineIn = (ms: number) => new Date(NOW + ms).toISOString();

describe("getTimeRemaining", () => {
  it("shows a fresh 48 h deadline as hours and minutes, in the normal colour", () => {
    expect(getTimeRemaining(deadlineIn(48 * HOUR), NOW)).toEqual({ label: "48h 0m", tone: "normal" });
    expect(getTimeRemaining(deadlineIn(31 * HOUR + 12 * MINUTE + 40_000), NOW)).toEqual({ label: "31h 12m", tone: "normal" });
  });

  it("turns amber under 12 h, not at exactly 12 h", () => {
    expect(getTimeRemaining(deadlineIn(12 * HOUR), NOW)).toEqual({ label: "12h 0m", tone: "normal" });
    expect(getTimeRemaining(deadlineIn(12 * HOUR - 1), NOW)).toEqual({ label: "11h 59m", tone: "warning" });
    expect(getTimeRemaining(deadlineIn(5 * MINUTE), NOW)).toEqual({ label: "0h 5m", tone: "warning" });
    expect(getTimeRemaining(deadlineIn(30_000), NOW)).toEqual({ label: "0h 0m", tone: "warning" });
  });

  it("says Expired at zero and after the deadline", () => {
    expect(getTimeRemaining(deadlineIn(0), NOW)).toEqual({ label: "Expired", tone: "expired" });
    expect(getTimeRemaining(deadlineIn(-1), NOW)).toEqual({ label: "Expired", tone: "expired" });
    expect(getTimeRemaining(deadlineIn(-30 * HOUR), NOW)).toEqual({ label: "Expired", tone: "expired" });
  });

  it("treats an unreadable deadline as expired rather than showing NaN", () => {
    expect(getTimeRemaining("not a date", NOW).label).toBe("Expired");
  });
});

describe("getDeadlineToneClass", () => {
  it("is amber when warning, red when expired", () => {
    expect(getDeadlineToneClass("warning")).toContain("text-amber-");
    expect(getDeadlineToneClass("expired")).toContain("text-red-");
    expect(getDeadlineToneClass("normal")).not.toMatch(/amber|red/);
  });
});
