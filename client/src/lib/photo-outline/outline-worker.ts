/**
 * Finds the artwork's outline in a photo off the page's thread (engine/photo, decision 38): the
 * overlays in the analyzer and the wizard draw it. Only the locator loads here (a few KB), not
 * the style networks: the server analyses the upload itself.
 */
import { locateArtwork } from "@engine/photo";
import { answerPhotoRequests, decodeDownscaled } from "../worker-photo";
import type { PhotoOutline } from "./outline-messages";

/** The locator searches at 320 px; a little more keeps the corners to a pixel of that. */
const LOCATE_SIDE = 640;

answerPhotoRequests(async (file): Promise<PhotoOutline> => {
  const { data, width, height } = await decodeDownscaled(file, LOCATE_SIDE);
  const location = locateArtwork({ data, width, height });
  return {
    method: location.method === "outline" ? "outline" : "whole-image",
    confidence: location.confidence,
    corners: location.outline.map((p) => ({ x: p.x / width, y: p.y / height })),
  };
});
