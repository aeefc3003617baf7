import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error is a bug the test did not look for (Epic Stack's rule).
// A test that expects one replaces the spy with its own expectation.
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  spy?.mockRestore();
});
