/**
 * Synthetic photos for tests and the fitting scripts' checks (decision 0030): flat and textured
 * images, a painting photographed on a wall, photos without an artwork, printed reproductions' dot screens. Never imported by the product.
 */
export { makeColourfulImage, makeFlatImage, makeGreyTexture } from "./images";
export { halftone, inkjetDither, smoothField } from "./printed";
export { makeBareWall, makeDocument, makeRoom, makeScreenshot } from "./no-artwork-photos";
export {
  cornerError,
  FRAMED_ON_WALL,
  makePaintingLike,
  photographOnWall,
  type Rgb,
  seededRandom,
  type WallPhotoOptions,
} from "./wall-photo";
