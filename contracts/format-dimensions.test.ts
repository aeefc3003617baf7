import { describe, expect, it } from "vitest";
import { formatDimensions } from "./reports";

describe("formatDimensions", () => {
  it("reads bare numbers as inches, as the wizard asks", () => {
    expect(formatDimensions("20", "30")).toBe("20 x 30 in (height x width)");
    expect(formatDimensions("24 1/2", '36"')).toBe("24 1/2 x 36 in (height x width)");
  });

  it("keeps a unit the owner typed instead of adding inches to it", () => {
    expect(formatDimensions("46 cm", "61 cm")).toBe("46 x 61 cm (height x width)");
    expect(formatDimensions("46cm", "24 in")).toBe("46 cm x 24 in (height x width)");
    expect(formatDimensions("300 mm", null)).toBe("Height 300 mm");
    expect(formatDimensions(null, "12 inches")).toBe("Width 12 in");
  });

  it("is null when neither is given", () => {
    expect(formatDimensions(" ", undefined)).toBeNull();
  });
});
