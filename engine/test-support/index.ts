export { makeColourfulImage, makeFlatImage, makeGreyTexture } from "./images";
export { makeBareWall, makeDocument, makeRoom, makeScreenshot } from "./no-artwork-photos";
export { cornerError, FRAMED_ON_WALL, makePaintingLike, photographOnWall, type Rgb, seededRandom, type WallPhotoOptions } from "./wall-photo";
