import { createPhotoWorkerRequester } from "../photo-worker-requests";
import type { PhotoOutline } from "./outline-messages";

/** Finds the artwork's outline in a photo, in a Web Worker (a photo decodes and searches in ~100-300 ms). */
export const locatePhotoOutline = createPhotoWorkerRequester<PhotoOutline>(
  () => new Worker(new URL("./outline-worker.ts", import.meta.url), { type: "module", name: "photo-outline" }),
  "outline",
);
