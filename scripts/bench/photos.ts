import sharp from "sharp";

/**
 * A 12-megapixel JPEG of about `targetMb` megabytes, like a phone photo of a painting: smooth
 * colour fields plus sensor-like noise (noise is what makes real photos large).
 */
export async function makeLargePhoto({ targetMb = 8, seed = 1, width = 4000, height = 3000 } = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (random() - 0.5) * 120;
      raw[i] = 128 + 80 * Math.sin(x / 200 + seed) + noise;
      raw[i + 1] = 110 + 60 * Math.cos(y / 150) + noise;
      raw[i + 2] = 90 + 50 * Math.sin((x + y) / 300) + noise;
    }
  }
  // Step the quality until the file is near the target size.
  let best: Buffer | undefined;
  for (const quality of [80, 86, 90, 93, 95, 97]) {
    best = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (best.length >= targetMb * 1_000_000 * 0.95) break;
  }
  return best!;
}
