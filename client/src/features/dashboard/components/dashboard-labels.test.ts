import { describe, expect, it } from "vitest";
import { getDashboardStatusLabel } from "./appraisal-status-badge";
import { getGreetingName } from "./dashboard";

describe("getGreetingName", () => {
  it("uses the first name, else the e-mail, else 'there' (core spec section 2)", () => {
    expect(getGreetingName({ firstName: "Grace", email: "grace@example.com" })).toBe("Grace");
    expect(getGreetingName({ firstName: "  ", email: "grace@example.com" })).toBe("grace@example.com");
    expect(getGreetingName({ firstName: null, email: "" })).toBe("there");
    expect(getGreetingName(null)).toBe("there");
  });
});

describe("getDashboardStatusLabel", () => {
  it("says Completed, or Appraised in the collection view, for a completed appraisal", () => {
    expect(getDashboardStatusLabel("completed", "recent")).toBe("Completed");
    expect(getDashboardStatusLabel("completed", "collection")).toBe("Appraised");
  });

  it("says Processing for every other status, and Refunded for a failed one", () => {
    for (const view of ["recent", "collection"] as const) {
      expect(getDashboardStatusLabel("pending", view)).toBe("Processing");
      expect(getDashboardStatusLabel("processing", view)).toBe("Processing");
      expect(getDashboardStatusLabel("failed", view)).toBe("Refunded");
    }
  });
});
