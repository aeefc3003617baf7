import path from "node:path";
import sharp from "sharp";
import { type Quad } from "@engine/photo";
import { FRAMED_ON_WALL, photographOnWall, type WallPhotoOptions } from "@engine/test-support";

export interface WallPhotoJpeg {
  jpeg: Buffer;
  /** Where the work's corners are in the photo, in pixels (top-left, top-right, bottom-right, bottom-left). */
  corners: Quad;
  width: number;
  height: number;
}

/** The test painting photographed on a wall (FRAMED_ON_WALL with `overrides`), as a JPEG. */
export async function testPaintingOnWall(overrides: Partial<WallPhotoOptions> = {}, jpegQuality = 88): Promise<WallPhotoJpeg> {
  const { data, info } = await sharp(path.resolve("tests/fixtures/painting-landscape.jpg"))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { photo, corners } = photographOnWall({ data, width: info.width, height: info.height }, { ...FRAMED_ON_WALL, ...overrides });
  const jpeg = await sharp(Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength), {
    raw: { width: photo.width, height: photo.height, channels: 4 },
  })
    .jpeg({ quality: jpegQuality })
    .toBuffer();
  return { jpeg, corners, width: photo.width, height: photo.height };
}

/** The browser tests' scene: a 1024x768 photo, the work a little smaller and more turned. */
export const BIGGER_SCENE: Partial<WallPhotoOptions> = { width: 1024, height: 768, fill: 0.75, rotation: 3, noise: 3, seed: 8 };
