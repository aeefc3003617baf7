/**
 * The landing page's photo analysis in Chromium (issue 30): the first photo's time (loading the
 * worker, tfjs and the networks' weights, then analysing) and later photos' (analysis only), and
 * the longest main-thread task the page saw meanwhile. Builds the client into a temporary folder
 * and serves it from the production server on an empty database, as the landing bench does.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startBuiltServer } from "./built-server";

const PORT = Number(process.env.BENCH_BROWSER_PORT ?? 5097);
const PHOTOS = ["tests/fixtures/painting-landscape.jpg", "tests/fixtures/painting-geometric.jpg", "tests/fixtures/painting-landscape.jpg"];

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "appraisal-bench-browser-"));
  const dist = path.join(work, "dist");
  const built = spawnSync("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("vite build failed");
  const server = await startBuiltServer({ port: PORT, work, dist });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const tasks: number[] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: "longtask" });
    });
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.getByRole("heading", { name: "Art Style Analyzer" }).scrollIntoViewIfNeeded();
    await page.getByRole("heading", { name: "Quick Art Valuation" }).scrollIntoViewIfNeeded();
    const input = page.getByLabel("Artwork image (optional)");
    await input.waitFor({ state: "attached" });
    console.log("photo                              time    longest main-thread task");
    for (const [i, photo] of PHOTOS.entries()) {
      await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
      const started = performance.now();
      await input.setInputFiles(photo);
      await page
        .getByText("Analyzing image...")
        .waitFor({ state: "visible" })
        .catch(() => undefined);
      await page.getByText("Analyzing image...").waitFor({ state: "detached", timeout: 180_000 });
      const ms = Math.round(performance.now() - started);
      const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks));
      const label = `${i === 0 ? "first" : "later"}: ${path.basename(photo)}`;
      console.log(`${label.padEnd(34)} ${String(ms).padStart(6)} ms  ${Math.round(longest)} ms`);
    }
    console.log("(first: worker, tfjs and the networks' weights load, then the analysis; later: the analysis alone)");
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
