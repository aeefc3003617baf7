import { describe, expect, it } from "vitest";
import { measurePrintTexture, measurePrintTextureInOutline } from "./print-texture";
import { halftone, seededRandom, smoothField } from "@engine/test-support";

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
    const result = measurePrintTexture(smoothField(640, 480, seededRandom(7)));
    expect(result.verdict).toBe("not-printed");
  });

  it("cannot tell on a tiny image, even a halftoned one", () => {
    expect(measurePrintTexture(halftone(gradient(100, 80), 4)).verdict).toBe("cannot-tell");
  });

  it("cannot tell 'not printed' on a small crop without a screen", () => {
    expect(measurePrintTexture(smoothField(400, 300, seededRandom(3))).verdict).toBe("cannot-tell");
  });
});

describe("measurePrintTextureInOutline", () => {
  it("reads the screen inside the outline and not the plain wall around it", () => {
    const wall = { data: new Uint8ClampedArray(1200 * 900 * 4).fill(200), width: 1200, height: 900 };
    const print = halftone(gradient(720, 540), 4);
    for (let y = 0; y < print.height; y++)
      wall.data.set(print.data.subarray(y * print.width * 4, (y + 1) * print.width * 4), ((y + 180) * 1200 + 240) * 4);
    const corners = [
      { x: 0.2, y: 0.2 },
      { x: 0.8, y: 0.2 },
      { x: 0.8, y: 0.8 },
      { x: 0.2, y: 0.8 },
    ];
    expect(measurePrintTextureInOutline(wall, corners).verdict).toBe("printed");
    // The wall alone (an outline off the print) has no dots and no detail.
    const offPrint = corners.map((p) => ({ x: p.x * 0.2, y: p.y * 0.2 }));
    expect(measurePrintTextureInOutline(wall, offPrint).verdict).toBe("cannot-tell");
  });
});
