/**
 * The page's side of the photo workers (the landing analysis and the outline finder; their side
 * is worker-photo.ts): one worker per kind, started on the first photo, each request paired with
 * its reply by id. A worker that fails to load (a chunk the network dropped) fails what waits and
 * is started afresh on the next photo.
 */

/** What a photo worker posts back: `{ id, result }`, or `{ id, error }` when its work threw. */
export type PhotoWorkerReply<Result> =
  { id: number; result: Result; error?: undefined } | { id: number; error: string; result?: undefined };

/** What the page posts to a photo worker. */
export interface PhotoWorkerRequest {
  id: number;
  file: Blob;
  /** The owner's outline (shares of the photo), for a worker that reads inside it (the landing analysis). */
  corners?: readonly { x: number; y: number }[];
}

/**
 * A function that sends a photo to the worker `startWorker` starts and resolves with its result.
 * `startWorker` must call `new Worker(new URL("./x.ts", import.meta.url))` itself: Vite bundles a
 * worker only where it sees that expression written out.
 */
export function createPhotoWorkerRequester<Result>(
  startWorker: () => Worker,
  name: string,
): (file: Blob, corners?: PhotoWorkerRequest["corners"]) => Promise<Result> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();

  function currentWorker(): Worker {
    if (worker) return worker;
    const started = startWorker();
    started.addEventListener("message", (event: MessageEvent<PhotoWorkerReply<Result>>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.error === undefined) waiting.resolve(reply.result as Result);
      else waiting.reject(new Error(reply.error));
    });
    started.addEventListener("error", (event) => {
      event.preventDefault();
      for (const waiting of pending.values()) waiting.reject(new Error(event.message || `The ${name} worker failed`));
      pending.clear();
      started.terminate();
      if (worker === started) worker = null;
    });
    worker = started;
    return started;
  }

  return (file, corners) =>
    new Promise<Result>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      currentWorker().postMessage({ id, file, corners } satisfies PhotoWorkerRequest);
    });
}
