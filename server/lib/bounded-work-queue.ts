import { AppError } from "../errors";

export type BoundedWorkQueueOptions = {
  /** What the queue guards, for the 503 message and metrics ("style analysis", "image decode"). */
  name: string;
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait behind the running ones; one more is refused with a 503. */
  maxWaiting: number;
  /** Seconds a refused caller is told to wait (the Retry-After header). */
  retryAfterSeconds?: number;
};

/**
 * Runs at most `concurrency` tasks at once and queues at most `maxWaiting` more, first come first
 * served. Past that it refuses at once with a 503 that says when to retry, so a burst of heavy
 * work (decodes, analyses) costs bounded memory and never piles up unseen behind the event loop.
 */
export class BoundedWorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: BoundedWorkQueueOptions) {
    if (options.concurrency < 1) throw new Error(`${options.name}: concurrency must be at least 1`);
    if (options.maxWaiting < 0) throw new Error(`${options.name}: maxWaiting must not be negative`);
  }

  /** Tasks running now and tasks waiting for a slot. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxWaiting) {
      const retryAfter = this.options.retryAfterSeconds ?? 5;
      return Promise.reject(
        new AppError("UNAVAILABLE", `We are busy with other ${this.options.name} requests. Please try again in a few seconds.`, {
          retryAfter,
        }),
      );
    }
    // The slot passes straight from the releasing task to the waiter: `running` stays counted.
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
