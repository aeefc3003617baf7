import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { BoundedWorkQueue } from "./bounded-work-queue";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("BoundedWorkQueue", () => {
  it("runs no more than its concurrency at once and the rest in arrival order", async () => {
    const queue = new BoundedWorkQueue({ name: "test", concurrency: 2, maxWaiting: 5 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        peak = Math.max(peak, queue.load.running);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses past its waiting bound with a 503 that says when to retry, and frees the slot of a failed task", async () => {
    const queue = new BoundedWorkQueue({ name: "style analysis", concurrency: 1, maxWaiting: 1, retryAfterSeconds: 7 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => "second");
    const refused = await queue.run(async () => "third").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).body).toEqual({ retryAfter: 7 });
    expect((refused as AppError).message).toMatch(/style analysis/);
    gate.resolve();
    await first;
    expect(await second).toBe("second");
    await expect(queue.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
