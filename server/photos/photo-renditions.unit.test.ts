import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { planJpegStrip, stripJpegMetadata, stripPngMetadata } from "./photo-renditions";

async function rawPixels(image: Buffer) {
  return (await sharp(image).raw().toBuffer()).toString("base64");
}

const base = () => sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 180, g: 90, b: 30 } } });

describe("lossless metadata removal", () => {
  it("drops EXIF (with GPS) and XMP from a JPEG, keeps its ICC profile, and leaves the pixels untouched", async () => {
    const withGps = await base()
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: "SpyCam", Model: "Secret Model 9000" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 0/1" } })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description about="owner-home"/></rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile("srgb")
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();

    const stripped = stripJpegMetadata(withGps)!;
    const after = await sharp(stripped).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeDefined();
    expect(stripped.includes(Buffer.from("Secret Model 9000"))).toBe(false);
    expect(stripped.includes(Buffer.from("owner-home"))).toBe(false);
    expect(await rawPixels(stripped)).toBe(await rawPixels(withGps));
    expect(stripped.length).toBeLessThan(withGps.length);
  });

  it("drops text and EXIF chunks from a PNG and keeps the image", async () => {
    const png = await base()
      .png()
      .withExif({ IFD0: { Artist: "Owner Name" } })
      .withMetadata()
      .toBuffer();
    const stripped = stripPngMetadata(png)!;
    expect(stripped.includes(Buffer.from("Owner Name"))).toBe(false);
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    expect(await rawPixels(stripped)).toBe(await rawPixels(png));
  });

  it("answers null for bytes that are not a well-formed JPEG or PNG", () => {
    expect(stripJpegMetadata(Buffer.from("not a jpeg"))).toBeNull();
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBeNull();
    expect(stripPngMetadata(Buffer.from("%PDF-1.4"))).toBeNull();
  });

  it("plans the same bytes from a JPEG's first bytes as from the whole file, and asks for more when its scan starts later", async () => {
    const photo = await base()
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: "SpyCam", Model: "M".repeat(20_000) } })
      .toBuffer();
    const plan = planJpegStrip(photo.subarray(0, 30_000), false);
    if (!plan || plan === "incomplete" || plan.tailFrom === null) throw new Error(`no plan: ${String(plan)}`);
    expect(Buffer.concat([...plan.kept, photo.subarray(plan.tailFrom)])).toEqual(stripJpegMetadata(photo));
    expect(planJpegStrip(photo.subarray(0, 10_000), false)).toBe("incomplete"); // inside the EXIF segment
    expect(planJpegStrip(photo.subarray(0, 10_000), true)).toBeNull(); // a whole file cut there is broken
  });
});
