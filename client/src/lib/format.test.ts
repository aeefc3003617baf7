import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from "@contracts/appraisals";
import { formatDate, formatDateTime, formatFileSize, formatPercentChange, formatSizeLimit, formatUsd, formatUsdRange } from "./format";

describe("formatPercentChange", () => {
  it("signs the change and gives its direction", () => {
    expect(formatPercentChange(300)).toEqual({ label: "+300.0%", direction: "up" });
    expect(formatPercentChange(-12.54)).toEqual({ label: "−12.5%", direction: "down" });
    expect(formatPercentChange(0.01)).toEqual({ label: "0.0%", direction: "flat" });
  });

  it("says — rather than 0% when there is no base to compare with", () => {
    expect(formatPercentChange(null)).toEqual({ label: "—", direction: "none" });
    expect(formatPercentChange(Number.POSITIVE_INFINITY)).toEqual({ label: "—", direction: "none" });
  });
});

describe("money", () => {
  it("writes whole US dollars and ranges with an en dash, as the report and its PDF do", () => {
    expect(formatUsd(1234.5)).toBe("$1,235");
    expect(formatUsdRange({ low: 29400, high: 147000 })).toBe("$29,400 – $147,000");
    expect(formatUsdRange({ low: 100.4, high: 2000 })).toBe("$100 – $2,000");
  });
});

describe("the shared date, size and limit formats", () => {
  it("writes a moment one way everywhere, with a comma before the time whatever the ICU version", () => {
    // Noon UTC: the same calendar day in any time zone the test machine has.
    expect(formatDateTime("2026-04-01T12:00:00Z")).toMatch(/^Apr 1, 2026, \d{1,2}:00 (AM|PM)$/);
    expect(formatDate("2026-04-01T12:00:00Z")).toBe("April 1, 2026");
  });

  it("writes file sizes in B, KB and MB", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(312 * 1024)).toBe("312 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });

  it("writes an upload limit as the spec's messages do, from its byte count", () => {
    expect(formatSizeLimit(MAX_IMAGE_BYTES)).toBe("10MB");
    expect(formatSizeLimit(MAX_DOCUMENT_BYTES)).toBe("10MB");
    expect(formatSizeLimit(5 * 1024 * 1024)).toBe("5MB");
  });
});
