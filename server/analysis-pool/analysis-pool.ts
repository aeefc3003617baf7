import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { CornerPoint } from "../../contracts/artwork-corners";
import type { ArtworkAnalysis } from "@engine/analysis";
import type { RgbaImage } from "@engine/photo";
import { AppError } from "../errors";
import { BoundedWorkQueue } from "../lib/bounded-work-queue";

/*
 * Both sides of the pool live in this file, as in Node's worker_threads examples: the pool on the
 * server's main thread, and (at the end) what each thread runs, so the messages between them are
 * read in one place. A thread loads this module with `workerData.role` "analysis-thread".
 */

/** What the server sends a thread: decoded pixels and, when the owner set them, the outline's corners. */
interface AnalysisRequest {
  id: number;
  image: RgbaImage;
  corners?: readonly CornerPoint[];
}

/** What a thread answers: the analysis, or the engine's error message. */
type AnalysisReply = { id: number; ok: true; analysis: ArtworkAnalysis } | { id: number; ok: false; message: string };

const THREAD_ROLE = "analysis-thread";

export interface AnalysisPoolOptions {
  /** Threads, each with its own copy of the networks. */
  size: number;
  /** Requests that may wait for a thread; one more is answered 503 with Retry-After. */
  maxWaiting: number;
  retryAfterSeconds?: number;
  /** Told when a thread stops unexpectedly (the pool replaces it). */
  onThreadLost?: (info: { threadId: number; exitCode: number; error?: Error }) => void;
}

/**
 * Who asks: a request is refused past the bound (the caller can retry); a job waits its turn,
 * since jobs are already bounded by JOB_CONCURRENCY and a refusal would spend one of its attempts.
 */
export type AnalysisCaller = "request" | "job";

/** The default size: every core but one, which the event loop keeps; shared by the cluster's processes. */
export function defaultAnalysisWorkers(processes = 1): number {
  return Math.max(1, Math.floor((os.availableParallelism() - 1) / processes));
}

/** This module compiled beside the bundle in dist/server, else the tsx entry beside this file. */
function threadScript(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const compiled = path.join(here, "analysis-worker.js");
  return existsSync(compiled) ? compiled : path.join(here, "analysis-thread.mjs");
}

class ThreadLost extends Error {}

export const ANALYSIS_STOPPED_TWICE =
  "The analysis of this photo stopped twice before it finished. Please try again in a minute, or try another photo.";

/**
 * The engine's analysis off the event loop (decision 0034): worker threads that each load the
 * networks once, a bounded queue in front of them for requests, and a thread that dies replaced
 * (its analysis retried once on the new one). Threads start on the first analysis, not before,
 * so a server or a test that never analyses pays nothing.
 */
export class AnalysisPool {
  readonly #options: AnalysisPoolOptions;
  readonly #requests: BoundedWorkQueue;
  readonly #threads = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #waiting: Array<{ resolve: (thread: Worker) => void; reject: (error: Error) => void }> = [];
  #nextId = 1;
  #closed = false;
  /** Threads started so far: the first ones and every replacement. */
  started = 0;

  constructor(options: AnalysisPoolOptions) {
    if (options.size < 1) throw new Error("the analysis pool needs at least one thread");
    this.#options = options;
    this.#requests = new BoundedWorkQueue({
      name: "style analysis",
      concurrency: options.size,
      maxWaiting: options.maxWaiting,
      retryAfterSeconds: options.retryAfterSeconds,
    });
  }

  get size(): number {
    return this.#options.size;
  }

  /** Requests analysing or waiting, as the bounded queue counts them. */
  get load(): { running: number; waiting: number } {
    return this.#requests.load;
  }

  /** The live threads (operability and tests: a test stops one to see it replaced). */
  get threads(): readonly Worker[] {
    return [...this.#threads];
  }

  /** The engine's analyseArtwork of these pixels, on a thread of the pool. */
  analyse(image: RgbaImage, corners?: readonly CornerPoint[], caller: AnalysisCaller = "request"): Promise<ArtworkAnalysis> {
    if (this.#closed) return Promise.reject(new Error("the analysis pool is closed"));
    const request: Omit<AnalysisRequest, "id"> = corners ? { image, corners } : { image };
    const run = () => this.#runRetryingOnce(request);
    return caller === "request" ? this.#requests.run(run) : run();
  }

  /** Stops every thread; analyses still running are rejected. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const waiter of this.#waiting.splice(0)) waiter.reject(new Error("the analysis pool is closed"));
    this.#idle.length = 0;
    await Promise.all([...this.#threads].map((thread) => thread.terminate()));
    this.#threads.clear();
  }

  async #runRetryingOnce(request: Omit<AnalysisRequest, "id">): Promise<ArtworkAnalysis> {
    try {
      return await this.#runOnce(request);
    } catch (error) {
      if (!(error instanceof ThreadLost) || this.#closed) throw error;
    }
    try {
      return await this.#runOnce(request);
    } catch (error) {
      // Twice in a row is most likely this photo, not bad luck: a clear answer, not a 500.
      if (error instanceof ThreadLost && !this.#closed) throw new AppError("BAD_REQUEST", ANALYSIS_STOPPED_TWICE);
      throw error;
    }
  }

  async #runOnce(request: Omit<AnalysisRequest, "id">): Promise<ArtworkAnalysis> {
    const thread = await this.#acquire();
    const id = this.#nextId++;
    let lost = false;
    try {
      return await new Promise<ArtworkAnalysis>((resolve, reject) => {
        const onMessage = (reply: AnalysisReply) => {
          if (reply.id !== id) return;
          done();
          if (reply.ok) resolve(reply.analysis);
          else reject(new Error(reply.message));
        };
        const onExit = (exitCode: number) => {
          lost = true;
          done();
          reject(new ThreadLost(`the analysis thread stopped (exit code ${exitCode})`));
        };
        const done = () => {
          thread.off("message", onMessage);
          thread.off("exit", onExit);
        };
        thread.on("message", onMessage);
        thread.on("exit", onExit);
        // A busy thread keeps the process alive until it answers; an idle one does not.
        thread.ref();
        thread.postMessage({ id, ...request } satisfies AnalysisRequest);
      });
    } finally {
      if (!lost) this.#release(thread);
    }
  }

  #acquire(): Promise<Worker> {
    const idle = this.#idle.pop();
    if (idle) return Promise.resolve(idle);
    if (this.#threads.size < this.#options.size) return Promise.resolve(this.#start());
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  #release(thread: Worker): void {
    if (!this.#threads.has(thread)) return;
    const waiter = this.#waiting.shift();
    if (waiter) return waiter.resolve(thread);
    thread.unref();
    this.#idle.push(thread);
  }

  #start(): Worker {
    const thread = new Worker(threadScript(), { name: "analysis", workerData: { role: THREAD_ROLE } });
    this.started += 1;
    const threadId = thread.threadId;
    this.#threads.add(thread);
    let error: Error | undefined;
    // Without a listener an error in the thread would be thrown on the event loop and end the server.
    thread.on("error", (err) => (error = err));
    thread.once("exit", (exitCode) => {
      this.#threads.delete(thread);
      const idle = this.#idle.indexOf(thread);
      if (idle !== -1) this.#idle.splice(idle, 1);
      if (this.#closed) return;
      this.#options.onThreadLost?.({ threadId, exitCode, error });
      // Someone waiting for a thread gets the replacement; otherwise it starts when next needed.
      const waiter = this.#waiting.shift();
      if (waiter) waiter.resolve(this.#start());
    });
    return thread;
  }
}

/**
 * One thread of the pool: runs the engine's analyseArtwork on the pixels the server sends and posts
 * the analysis back. The engine is imported here, in the thread only, so the server's main thread
 * never loads the networks; they load on the thread's first analysis and stay for its life.
 */
async function serveAnalyses(port: NonNullable<typeof parentPort>): Promise<void> {
  const { analyseArtwork } = await import("@engine/analysis");
  port.on("message", (request: AnalysisRequest) => {
    analyseArtwork(request.image, request.corners ? { corners: request.corners } : {}).then(
      (analysis) => port.postMessage({ id: request.id, ok: true, analysis } satisfies AnalysisReply),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies AnalysisReply),
    );
  });
}

// In a thread of the pool, serve; an engine that fails to load ends the thread, and the pool
// answers that as a lost thread.
if (!isMainThread && parentPort && (workerData as { role?: string } | null)?.role === THREAD_ROLE) void serveAnalyses(parentPort);
