import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve("client/src"),
  "@contracts": path.resolve("contracts"),
  "@engine": path.resolve("engine"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: process.env.CI_REPORT
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON ?? "test-results/vitest.json" }]]
      : ["default"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: [
            "engine/**/*.test.ts",
            "contracts/**/*.test.ts",
            "client/**/*.test.{ts,tsx}",
            "server/**/*.unit.test.ts",
            "scripts/**/*.unit.test.ts",
          ],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // Runs after the unit project: it has its own worker count (one database per worker).
          sequence: { groupOrder: 1 },
          globalSetup: ["tests/setup/postgres-global.ts"],
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.unit.test.ts"],
          environment: "node",
          // One migrated database per worker, emptied before each file (a fresh PGlite costs
          // ~2.5 s and ~500 MB; truncating costs milliseconds). Files in a worker share it.
          pool: "forks",
          isolate: false,
          maxWorkers: 2,
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
