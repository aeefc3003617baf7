import { randomUUID } from "node:crypto";
import type { JobDefinition, JobDeps } from "./job-definition";
import type { JobRow } from "../db/schema/jobs";
import { claimNextJob, markJobFailed, markJobSucceeded, requeueStaleJobs } from "./queue";

export interface JobRunnerOptions {
  concurrency: number;
  pollIntervalMs: number;
  leaseMs: number;
  backoffBaseMs: number;
}

/**
 * Polls the jobs table and runs handlers, a few at a time. stop() waits for running handlers,
 * so a graceful shutdown never abandons work half-way (a crash is covered by the lease).
 */
export class JobRunner {
  private readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly running = new Set<Promise<void>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private filling: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: JobDeps,
    private readonly options: JobRunnerOptions,
  ) {}

  register<P>(definition: JobDefinition<P>): this {
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
    return this;
  }

  async start(): Promise<void> {
    this.stopped = false;
    const requeued = await requeueStaleJobs({ db: this.deps.db, leaseMs: this.options.leaseMs });
    if (requeued) this.deps.log.info({ requeued }, "re-queued jobs left running by a stopped server");
    this.schedule(0);
  }

  /** Look for work now (called after this process enqueues a job). */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running]);
  }

  /** Resolves when no job is running and none is due (for tests and benchmarks). */
  async drain(): Promise<void> {
    for (;;) {
      await this.fill();
      if (this.running.size === 0) return;
      await Promise.race([...this.running]);
    }
  }

  private schedule(delayMs: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), delayMs);
    this.timer.unref?.();
  }

  private async loop() {
    if (this.stopped) return;
    try {
      await this.fill();
    } catch (err) {
      this.deps.log.error({ err }, "job runner could not poll the queue");
    }
    if (!this.stopped) this.schedule(this.options.pollIntervalMs);
  }

  // Claims jobs until the queue is empty or the concurrency is used up. Calls are chained so
  // two callers never claim past the concurrency limit together.
  private fill(): Promise<void> {
    this.filling = this.filling.catch(() => undefined).then(async () => {
      while (this.running.size < this.options.concurrency) {
        const job = await claimNextJob({ db: this.deps.db, workerId: this.workerId, names: [...this.definitions.keys()] });
        if (!job) break;
        this.track(this.run(job));
      }
    });
    return this.filling;
  }

  private track(promise: Promise<void>) {
    this.running.add(promise);
    void promise.finally(() => {
      this.running.delete(promise);
      if (!this.stopped) this.schedule(0);
    });
  }

  private async run(job: JobRow): Promise<void> {
    const definition = this.definitions.get(job.name)!;
    const log = this.deps.log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      // A payload that can never be valid is not retried.
      await markJobFailed({ db: this.deps.db, job: { ...job, attempts: job.maxAttempts }, error: `invalid payload: ${parsed.error.message}`, backoffBaseMs: 0 });
      log.error({ issues: parsed.error.issues }, "job payload is invalid");
      return;
    }
    const context = { ...this.deps, log, payload: parsed.data, job };
    try {
      await definition.handle(context);
      await markJobSucceeded({ db: this.deps.db, jobId: job.id });
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      const outcome = await markJobFailed({ db: this.deps.db, job, error: error.message, backoffBaseMs: this.options.backoffBaseMs });
      log.warn({ err: error, outcome }, "job failed");
      if (outcome === "failed" && definition.onFinalFailure) {
        await definition.onFinalFailure({ ...context, error }).catch((err) => log.error({ err }, "job failure handler failed"));
      }
    }
  }
}
