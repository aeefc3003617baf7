import { randomUUID } from "node:crypto";
import type { JobDefinition, JobDeps } from "./job-definition";
import type { JobRow } from "../db/schema/jobs";
import {
  claimNextJob,
  markJobFailed,
  markJobSucceeded,
  reclaimAbandonedJobs,
  releaseWorkerJobs,
  renewJobLease,
  requeueStaleJobs,
} from "./queue";

export interface JobRunnerOptions {
  concurrency: number;
  pollIntervalMs: number;
  leaseMs: number;
  backoffBaseMs: number;
  /**
   * This server's identity across restarts (server-identity.ts). With it, jobs are claimed as
   * "<identity>/<process>", and start() at once takes back the jobs an earlier life of this
   * server held when it died.
   */
  identity?: string;
  /** Called after every attempt (metrics). */
  onOutcome?: (name: string, outcome: "succeeded" | "retry" | "failed" | "lost") => void;
  /** Awaited after every attempt, before the job counts as finished (the read caches settle). */
  afterAttempt?: () => Promise<void>;
}

/**
 * Polls the jobs table and runs handlers, a few at a time, so that jobs survive any server
 * (decision 33):
 * - a running job's lease is renewed every third of the lease, so a live server keeps its job
 *   however long it runs, and a dead server's lease runs out;
 * - every runner re-queues expired leases continually, so a dead server's jobs are taken over by
 *   a live one within lease + poll time, not only when some server starts;
 * - shutdown(bound) stops claiming, waits for running jobs up to the bound, then hands the rest
 *   back to the queue for another server;
 * - outcomes are written only while the job is still held, so no job is finished twice.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly running = new Set<Promise<void>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private abandoned = false;
  private filling: Promise<void> = Promise.resolve();
  private lastRecovery = 0;
  private shutdownPromise: Promise<void> | undefined;

  constructor(
    private readonly deps: JobDeps,
    private readonly options: JobRunnerOptions,
  ) {
    const life = `${process.pid}-${randomUUID().slice(0, 8)}`;
    this.workerId = options.identity ? `${options.identity}/${life}` : life;
  }

  register<P>(definition: JobDefinition<P>): this {
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
    return this;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.shutdownPromise = undefined;
    if (this.options.identity) {
      const reclaimed = await reclaimAbandonedJobs({ db: this.deps.db, slotPrefix: `${this.options.identity}/`, workerId: this.workerId });
      if (reclaimed) this.deps.log.warn({ reclaimed }, "took back the jobs this server held when it stopped without handing them back");
    }
    await this.recoverExpiredLeases(true);
    this.schedule(0);
  }

  /** Look for work now (called after this process enqueues a job). */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** The number of jobs this runner is running now. */
  get activeCount(): number {
    return this.running.size;
  }

  /** Stops claiming and waits for running jobs (tests and the app's close use it). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.filling.catch(() => undefined);
    await Promise.allSettled([...this.running]);
  }

  /**
   * Graceful shutdown: no new claims; running jobs get up to timeoutMs to finish; whatever is
   * still running then goes back to the queue (another server picks it up at once). Safe to
   * call twice.
   */
  shutdown(timeoutMs: number): Promise<void> {
    this.shutdownPromise ??= (async () => {
      this.stopped = true;
      if (this.timer) clearTimeout(this.timer);
      await this.filling.catch(() => undefined);
      let timeout: ReturnType<typeof setTimeout> | undefined;
      const finished = await Promise.race([
        Promise.allSettled([...this.running]).then(() => true),
        new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timeout);
      if (finished) return;
      const released = await releaseWorkerJobs({ db: this.deps.db, workerId: this.workerId });
      this.deps.log.warn({ released, timeoutMs }, "shutdown: handed unfinished jobs back to the queue");
    })();
    return this.shutdownPromise;
  }

  /**
   * Stops everything at once without touching the database, as a crash would (the two-server
   * test uses it): leases are neither renewed nor released, outcomes are not written.
   */
  abandon(): void {
    this.stopped = true;
    this.abandoned = true;
    if (this.timer) clearTimeout(this.timer);
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
      await this.recoverExpiredLeases(false);
      await this.fill();
    } catch (err) {
      this.deps.log.error({ err }, "job runner could not poll the queue");
    }
    if (!this.stopped) this.schedule(this.options.pollIntervalMs);
  }

  // Every live server looks for dead servers' jobs now and then (a quarter of the lease, at
  // most every 30 s), so recovery never waits for a restart.
  private async recoverExpiredLeases(force: boolean) {
    const every = Math.min(this.options.leaseMs / 4, 30_000);
    if (!force && Date.now() - this.lastRecovery < every) return;
    this.lastRecovery = Date.now();
    const requeued = await requeueStaleJobs({ db: this.deps.db, leaseMs: this.options.leaseMs });
    if (requeued) this.deps.log.warn({ requeued }, "re-queued jobs whose server stopped renewing their lease");
  }

  // Claims jobs until the queue is empty or the concurrency is used up. Calls are chained so
  // two callers never claim past the concurrency limit together.
  private fill(): Promise<void> {
    this.filling = this.filling
      .catch(() => undefined)
      .then(async () => {
        while (this.running.size < this.options.concurrency && !this.abandoned && !(this.stopped && this.shutdownPromise)) {
          const job = await claimNextJob({ db: this.deps.db, workerId: this.workerId, names: [...this.definitions.keys()] });
          if (!job) break;
          this.track(this.run(job).finally(() => this.options.afterAttempt?.()));
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
    const { db } = this.deps;
    const workerId = this.workerId;
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      // A payload that can never be valid is not retried (and counts as a failure in /metrics).
      const outcome = await markJobFailed({
        db,
        job: { ...job, attempts: job.maxAttempts },
        error: `invalid payload: ${parsed.error.message}`,
        backoffBaseMs: 0,
        workerId,
      });
      this.options.onOutcome?.(job.name, outcome);
      log.error({ issues: parsed.error.issues, outcome }, "job payload is invalid");
      return;
    }
    const context = { ...this.deps, log, payload: parsed.data, job };
    // Every claim counts an attempt; past the limit means its servers died mid-job each time (a
    // job that crashes its server must not take down server after server). It fails for good
    // here, so its final-failure hook (the refund) still runs, once.
    if (job.attempts > job.maxAttempts) {
      const error = new Error(`stopped ${job.maxAttempts} times without finishing: its server died or was killed each time`);
      const outcome = await markJobFailed({ db, job, error: error.message, backoffBaseMs: 0, workerId });
      this.options.onOutcome?.(job.name, outcome);
      log.error({ err: error, outcome }, "job abandoned by its servers too often");
      if (outcome === "failed" && definition.onFinalFailure) {
        await definition.onFinalFailure({ ...context, error }).catch((err) => log.error({ err }, "job failure handler failed"));
      }
      return;
    }
    const renewal = setInterval(
      () => {
        if (this.abandoned) return;
        renewJobLease({ db, jobId: job.id, workerId })
          .then((held) => {
            if (!held) log.warn("job lease lost: another server took the job over or it was handed back");
          })
          .catch((err) => log.warn({ err }, "could not renew the job's lease"));
      },
      Math.max(250, Math.floor(this.options.leaseMs / 3)),
    );
    renewal.unref?.();
    try {
      await definition.handle(context);
      if (this.abandoned) return;
      const held = await markJobSucceeded({ db, jobId: job.id, workerId });
      this.options.onOutcome?.(job.name, held ? "succeeded" : "lost");
    } catch (cause) {
      if (this.abandoned) return;
      const error = cause instanceof Error ? cause : new Error(String(cause));
      const outcome = await markJobFailed({ db, job, error: error.message, backoffBaseMs: this.options.backoffBaseMs, workerId });
      this.options.onOutcome?.(job.name, outcome);
      log.warn({ err: error, outcome }, "job failed");
      if (outcome === "failed" && definition.onFinalFailure) {
        await definition.onFinalFailure({ ...context, error }).catch((err) => log.error({ err }, "job failure handler failed"));
      }
    } finally {
      clearInterval(renewal);
    }
  }
}
