import type { OutlineReply, OutlineRequest, PhotoOutline } from "./outline-messages";

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (outline: PhotoOutline) => void; reject: (error: Error) => void }>();

function outlineWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./outline-worker.ts", import.meta.url), { type: "module", name: "photo-outline" });
  started.addEventListener("message", (event: MessageEvent<OutlineReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.outline) waiting.resolve(reply.outline);
    else waiting.reject(new Error(reply.error));
  });
  started.addEventListener("error", (event) => {
    event.preventDefault();
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || "The outline worker failed"));
    pending.clear();
    started.terminate();
    if (worker === started) worker = null;
  });
  worker = started;
  return started;
}

/** Finds the artwork's outline in a photo, in a Web Worker (a photo decodes and searches in ~100-300 ms). */
export function locatePhotoOutline(file: Blob): Promise<PhotoOutline> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    outlineWorker().postMessage({ id, file } satisfies OutlineRequest);
  });
}
