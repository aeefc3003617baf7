import { describe, expect, it } from "vitest";
import { measurePrintTexture } from "./print-texture";
import { halftone, seeded, smoothField } from "./print-texture-simulate";

function gradient(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (255 * x) / width;
      data[i + 1] = (255 * y) / height;
      data[i + 2] = 128;
      data[i + 3] = 255;
    }
  return { data, width, height };
}

describe("measurePrintTexture", () => {
  it("calls a halftoned gradient printed", () => {
    const result = measurePrintTexture(halftone(gradient(640, 480), 4));
    expect(result.verdict).toBe("printed");
    expect(result.score).toBeGreaterThan(0.4);
  });

  it("calls a smooth painting-like field not printed", () => {
    const result = measurePrintTexture(smoothField(640, 480, seeded(7)));
    expect(result.verdict).toBe("not-printed");
  });

  it("cannot tell on a tiny image, even a halftoned one", () => {
    expect(measurePrintTexture(halftone(gradient(100, 80), 4)).verdict).toBe("cannot-tell");
  });

  it("cannot tell 'not printed' on a small crop without a screen", () => {
    expect(measurePrintTexture(smoothField(400, 300, seeded(3))).verdict).toBe("cannot-tell");
  });
});
