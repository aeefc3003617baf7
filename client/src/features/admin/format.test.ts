import { describe, expect, it } from "vitest";
import { AdminAppraisalListQuerySchema } from "@contracts/admin";
import {
  buildAdminListUrl,
  formatDay,
  formatEstimatedValue,
  formatHours,
  formatLongDay,
  formatPageRange,
  hasActiveFilters,
} from "./format";

const defaults = AdminAppraisalListQuerySchema.parse({});

describe("buildAdminListUrl", () => {
  it("sends every list parameter the server reads, and a search only when there is one", () => {
    expect(buildAdminListUrl({ ...defaults, limit: 20, offset: 40 })).toBe(
      "/api/admin/appraisals?status=all&sort=deadline&order=asc&limit=20&offset=40",
    );
    const url = new URL(
      buildAdminListUrl({ ...defaults, search: "  olive & co  ", status: "expired", sort: "priority", order: "desc" }),
      "http://x",
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      search: "olive & co",
      status: "expired",
      sort: "priority",
      order: "desc",
    });
    expect(buildAdminListUrl({ ...defaults, search: "   " })).not.toContain("search=");
  });

  it("builds queries the server's own schema accepts", () => {
    const url = new URL(buildAdminListUrl({ ...defaults, search: "x", status: "pending", limit: 20, offset: 20 }), "http://x");
    expect(AdminAppraisalListQuerySchema.parse(Object.fromEntries(url.searchParams))).toEqual({
      search: "x",
      status: "pending",
      sort: "deadline",
      order: "asc",
      limit: 20,
      offset: 20,
    });
  });
});

describe("hasActiveFilters", () => {
  it("is true for a search or a status other than all", () => {
    expect(hasActiveFilters({ search: "", status: "all" })).toBe(false);
    expect(hasActiveFilters({ search: "  ", status: "all" })).toBe(false);
    expect(hasActiveFilters({ search: "monet", status: "all" })).toBe(true);
    expect(hasActiveFilters({ search: undefined, status: "completed" })).toBe(true);
  });
});

describe("formatPageRange", () => {
  it("shows x–y of total", () => {
    expect(formatPageRange(0, 20, 45)).toBe("1–20 of 45");
    expect(formatPageRange(40, 5, 45)).toBe("41–45 of 45");
    expect(formatPageRange(0, 0, 0)).toBe("0 of 0");
    expect(formatPageRange(1000, 1, 1001)).toBe("1,001–1,001 of 1,001");
  });
});

describe("analytics figures", () => {
  it("shows hours with one decimal, and a dash when null", () => {
    expect(formatHours(20)).toBe("20.0 h");
    expect(formatHours(7.25)).toBe("7.3 h");
    expect(formatHours(null)).toBe("—");
  });

  it("reads chart days as UTC dates", () => {
    expect(formatDay("2026-04-01")).toBe("Apr 1");
    expect(formatLongDay("2026-12-31")).toBe("December 31, 2026");
  });
});

describe("formatEstimatedValue", () => {
  it("shows whole US dollars, and a dash before the valuation", () => {
    expect(formatEstimatedValue({ low: 1200, high: 34000 })).toBe("$1,200 – $34,000");
    expect(formatEstimatedValue(null)).toBe("—");
  });
});
