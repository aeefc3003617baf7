import { describe, expect, it } from "vitest";
import { getGreetingName } from "./dashboard";

describe("getGreetingName", () => {
  it("uses the first name, else the e-mail, else 'there' (core spec section 2)", () => {
    expect(getGreetingName({ firstName: "Grace", email: "grace@example.com" })).toBe("Grace");
    expect(getGreetingName({ firstName: "  ", email: "grace@example.com" })).toBe("grace@example.com");
    expect(getGreetingName({ firstName: null, email: "" })).toBe("there");
    expect(getGreetingName(null)).toBe("there");
  });
});
