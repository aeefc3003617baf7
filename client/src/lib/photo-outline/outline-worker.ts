/**
 * Finds the artwork's outline in a photo off the page's thread (engine/photo, decision 38): the
 * overlays in the analyzer and the wizard draw it. Only the locator loads here (a few KB), not
 * the style networks: the server analyses the upload itself.
 */
import { locateArtwork } from "@engine/photo/locate-artwork";
import type { OutlineReply, OutlineRequest } from "./outline-messages";

/** The locator searches at 320 px; a little more keeps the corners to a pixel of that. */
const LOCATE_SIDE = 640;

// The project compiles with the DOM library, whose `self` is a Window; a worker's has the same two calls used here.
const scope = self as unknown as Pick<Worker, "postMessage" | "addEventListener">;

scope.addEventListener("message", (event: MessageEvent<OutlineRequest>) => {
  const { id, file } = event.data;
  locate(file).then(
    (outline) => scope.postMessage({ id, outline } satisfies OutlineReply),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies OutlineReply),
  );
});

async function locate(file: Blob) {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, LOCATE_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("Canvas 2D is not available in this browser's workers");
    context.drawImage(bitmap, 0, 0, width, height);
    const location = locateArtwork({ data: context.getImageData(0, 0, width, height).data, width, height });
    return {
      method: location.method,
      confidence: location.confidence,
      corners: location.outline.map((p) => ({ x: p.x / width, y: p.y / height })),
    };
  } finally {
    bitmap.close();
  }
}
