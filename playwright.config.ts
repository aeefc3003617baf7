import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 5099);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/appraisal-e2e-${PORT}`;

// Debian's Chromium, started as the workplace needs it (no background networking, no sandbox as root).
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it at start, and test-results/ also holds the other suites' reports.
  // A run on its own port (parallel runs in one checkout) gets its own folder, since each run empties it.
  outputDir: process.env.E2E_PORT ? `test-results/e2e-artifacts-${PORT}` : "test-results/e2e-artifacts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI_REPORT ? [["list"], ["json", { outputFile: "test-results/playwright.json" }]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs } } },
  ],
  webServer: {
    // The current server source (not a compiled build that may be stale) with the built client,
    // on a throwaway embedded database; the e2e run starts from an empty DATA_DIR.
    command: `rm -rf ${dataDir} && npx tsx server/index.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      ADMIN_EMAILS: "admin-e2e@example.com",
      LOG_LEVEL: "warn",
      // A run that built the client elsewhere (vite build --outDir X) serves that build.
      ...(process.env.E2E_DIST_DIR ? { CLIENT_DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      // Sign-in is rate-limited; the suite signs in more often than a person would.
      AUTH_RATE_LIMIT_MAX: "1000",
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
