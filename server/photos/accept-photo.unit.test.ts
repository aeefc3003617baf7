import { describe, expect, it } from "vitest";
import sharp, { type Sharp } from "sharp";
import { findUnusableImageReason } from "@engine/photo";
import { isClearlyUsable, throwFirstFailure, type PhotoOutcome as ImageOutcome } from "./accept-photo";
import { loadAnalysisPixels } from "./photo-renditions";
import { PhotoPreparations as ImagePreparations, type UploadedFile } from "./upload-parser";

const file = (name: string): UploadedFile => ({ field: "images", name, tmpPath: `/nowhere/${name}`, size: 1 });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A prepare() whose calls finish when the test says so, counting how many run at once. */
function controlledPrepare() {
  const pending = new Map<string, (outcome: ImageOutcome) => void>();
  const stats = { running: 0, most: 0, started: [] as string[] };
  const prepare = (f: UploadedFile) =>
    new Promise<ImageOutcome>((resolve) => {
      stats.running++;
      stats.most = Math.max(stats.most, stats.running);
      stats.started.push(f.name);
      pending.set(f.name, (outcome) => {
        stats.running--;
        resolve(outcome);
      });
    });
  const finish = (name: string, outcome: ImageOutcome = { ok: false, stage: "usability", error: new Error(name) }) =>
    pending.get(name)!(outcome);
  return { prepare, finish, stats };
}

describe("PhotoPreparations", () => {
  it("prepares at most two photos at once, in the order they arrive, and keeps each photo's outcome", async () => {
    const { prepare, finish, stats } = controlledPrepare();
    const preparations = new ImagePreparations({ prepare });
    const files = ["a", "b", "c", "d", "e"].map(file);
    const outcomes = files.map((f) => preparations.start(f));
    expect(preparations.start(files[0]!)).toBe(outcomes[0]); // started once
    await tick();
    expect(stats.started).toEqual(["a", "b"]);
    finish("b");
    await tick();
    expect(stats.started).toEqual(["a", "b", "c"]);
    for (const name of ["a", "c", "d", "e"]) {
      finish(name);
      await tick();
    }
    expect(stats.most).toBe(2);
    expect(((await outcomes[3]!) as { error: Error }).error.message).toBe("d");
  });

  it("turns a thrown error into an outcome, so a photo that fails before it is asked for never rejects unhandled", async () => {
    const preparations = new ImagePreparations({ prepare: async () => Promise.reject(new Error("libvips broke")) });
    const outcome = await preparations.start(file("x"));
    expect(outcome).toMatchObject({ ok: false, stage: "processing" });
    expect(() => throwFirstFailure([outcome], "processing")).toThrow("libvips broke");
    expect(() => throwFirstFailure([outcome], "content")).not.toThrow();
  });

  it("starts a photo on arrival only when the submission is worth it, and never after stop()", async () => {
    const { prepare, finish, stats } = controlledPrepare();
    const preparations = new ImagePreparations({ prepare, isWorthStarting: (fields) => fields.medium === "oil" });
    preparations.onImage(file("refused"), { medium: "crayon" });
    preparations.onImage(file("accepted"), { medium: "oil" });
    await tick();
    expect(stats.started).toEqual(["accepted"]);
    const failing = new ImagePreparations({ prepare, isWorthStarting: () => Promise.reject(new Error("database down")) });
    failing.onImage(file("unknown"), { medium: "oil" });
    await tick();
    expect(stats.started).toEqual(["accepted"]);
    // Asked for by the submission, a photo not started on arrival starts then.
    void preparations.start(file("refused"));
    await tick();
    expect(stats.started).toEqual(["accepted", "refused"]);
    finish("accepted");
    finish("refused");
    await preparations.stop();
    preparations.onImage(file("late"), { medium: "oil" });
    await tick();
    expect(stats.started).toEqual(["accepted", "refused"]);
  });

  it("starts the first photo inside the owner's corners on arrival, so the submission reuses it and it is decoded once", async () => {
    const calls: { name: string; corners: unknown }[] = [];
    const corners = [
      { x: 0.1, y: 0.1 },
      { x: 0.9, y: 0.1 },
      { x: 0.9, y: 0.9 },
      { x: 0.1, y: 0.9 },
    ];
    const preparations = new ImagePreparations({
      prepare: async (f, options) => {
        calls.push({ name: f.name, corners: options?.corners ?? null });
        return { ok: false, stage: "usability", error: new Error(f.name) };
      },
      cornersOf: (fields) => (fields.artworkCorners ? corners : null),
    });
    const [first, second] = [file("primary"), file("detail")];
    preparations.onImage(first, { artworkCorners: "set" });
    preparations.onImage(second, { artworkCorners: "set" });
    await tick();
    // What the submission asks for is what began on arrival: no second preparation.
    await Promise.all([preparations.startInCorners(first, corners), preparations.start(second)]);
    expect(calls).toEqual([
      { name: "primary", corners },
      { name: "detail", corners: null },
    ]);
  });

  it("drops queued photos on stop() and waits for the ones being worked on", async () => {
    const { prepare, finish, stats } = controlledPrepare();
    const preparations = new ImagePreparations({ prepare });
    const outcomes = ["a", "b", "c"].map((name) => preparations.start(file(name)));
    await tick();
    let stopped = false;
    const stopping = preparations.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false); // a and b are still being worked on
    finish("a");
    finish("b");
    await stopping;
    expect(stats.started).toEqual(["a", "b"]);
    expect(await outcomes[2]).toMatchObject({ ok: false, stage: "abandoned" });
  });
});

describe("isClearlyUsable", () => {
  const pixels = async (image: Sharp) => loadAnalysisPixels(await image.png().toBuffer());
  const noise = (amplitude: number, width = 600, height = 400) => {
    const raw = Buffer.alloc(width * height * 3);
    let state = 3;
    for (let i = 0; i < raw.length; i++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      raw[i] = 128 + Math.round(((state / 0x7fffffff) * 2 - 1) * amplitude);
    }
    return sharp(raw, { raw: { width, height, channels: 3 } });
  };

  it("is sure of a photo with plenty in it", async () => {
    expect(isClearlyUsable(await pixels(noise(60)))).toBe(true);
  });

  it("leaves to the exact check every image near the engine's limits, usable or not", async () => {
    const flat = await pixels(sharp({ create: { width: 600, height: 400, channels: 3, background: "#808080" } }));
    const faint = await pixels(noise(8)); // usable for the engine, but near its flat-colour limit
    const sliver = await pixels(noise(60, 600, 40)); // usable, but near the smallest side
    const tiny = await pixels(noise(60, 8, 8));
    expect(findUnusableImageReason(flat)).toMatch(/single flat colour/);
    expect(findUnusableImageReason(faint)).toBeNull();
    expect(findUnusableImageReason(sliver)).toBeNull();
    expect(findUnusableImageReason(tiny)).toMatch(/too small/);
    for (const image of [flat, faint, sliver, tiny]) expect(isClearlyUsable(image)).toBe(false);
  });
});
