/**
 * What the page's photo workers share (the landing analysis and the outline finder): each takes
 * `{ id, file }` messages, decodes the photo at a bounded size and answers `{ id, result }` or
 * `{ id, error }` (photo-worker-requests.ts is the page's side). Runs inside a Web Worker only.
 */
import type { PhotoWorkerReply, PhotoWorkerRequest } from "./photo-worker-requests";

/** A photo's pixels as the engine reads them. */
export interface WorkerPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

// The project compiles with the DOM library, whose `self` is a Window; a worker's has the same two calls used here.
const scope = self as unknown as Pick<Worker, "postMessage" | "addEventListener">;

/** Answers every `{ id, file }` request with `{ id, result: work(file) }`, or `{ id, error }` when it throws. */
export function answerPhotoRequests<Result>(work: (file: Blob, corners?: PhotoWorkerRequest["corners"]) => Promise<Result>): void {
  scope.addEventListener("message", (event: MessageEvent<PhotoWorkerRequest>) => {
    const { id, file, corners } = event.data;
    work(file, corners).then(
      (result) => scope.postMessage({ id, result } satisfies PhotoWorkerReply<Result>),
      (error: unknown) =>
        scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PhotoWorkerReply<Result>),
    );
  });
}

/** Decodes the photo and draws it at most `maxSide` pixels on its longer side (never enlarged). */
export async function decodeDownscaled(file: Blob, maxSide: number): Promise<WorkerPixels> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("Canvas 2D is not available in this browser's workers");
    context.drawImage(bitmap, 0, 0, width, height);
    return { data: context.getImageData(0, 0, width, height).data, width, height };
  } finally {
    bitmap.close();
  }
}
