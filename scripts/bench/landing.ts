/**
 * The landing page's quality bars (issue 6): first-load JavaScript gzipped (budget 150 KB) and
 * Lighthouse scores in Debian's Chromium (mobile; performance >= 90, the rest >= 95).
 * Builds the client when needed and serves it from the real server on an empty database.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const DIST = path.resolve("dist/client");
const PORT = 5096;

/** Bytes of the scripts index.html loads at once (entry and module preloads), raw and gzipped. */
export function measureFirstLoadJs(): { files: string[]; raw: number; gzip: number } {
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(path.join(DIST, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...new Set(files)], raw, gzip };
}

async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result!.lhr.categories;
    const failing = Object.values(result!.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      lcpMs: Math.round(result!.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  if (!existsSync(path.join(DIST, "index.html")) || process.argv.includes("--build")) {
    spawnSync("npx", ["vite", "build"], { stdio: "inherit" });
  }
  const js = measureFirstLoadJs();
  console.log(
    `Landing page first-load JavaScript: ${(js.gzip / 1024).toFixed(1)} KB gzipped (${(js.raw / 1024).toFixed(0)} KB raw) in ${js.files.length} file(s) (budget 150 KB gzipped)`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "appraisal-bench-landing-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const scores = await runLighthouse(`http://127.0.0.1:${PORT}/`);
    console.log(
      `Lighthouse (mobile, Debian Chromium): performance ${scores.performance} (target >= 90), accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo} (targets >= 95); LCP ${scores.lcpMs} ms`,
    );
    if (scores.failing.length) console.log(`  audits not passed: ${scores.failing.join(", ")}`);
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
process.exit(0);
