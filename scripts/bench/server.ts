/**
 * Server speed figures (issues 4 and 5), printed, never pass/fail. The whole server runs
 * in-process on an in-memory embedded database with the built-in AI engine.
 */
import os from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openPglite } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { appraisals } from "../../server/db/schema";
import { loadAnalysisPixels } from "../../server/modules/appraisals/image-processing";
import { createUser, sessionCookieFor } from "../../server/test/factories";
import { buildMultipart, giveCredits } from "../../server/test/appraisal-factories";
import { analyseArtwork } from "../../engine";
import { makeLargePhoto } from "./photos";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function runServerBench(log: (line: string) => void = console.log) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "appraisal-bench-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, JOB_POLL_INTERVAL_MS: "50" });
  const database = await openPglite();
  await runMigrations(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const user = await createUser(app.db);
  const cookie = await sessionCookieFor(app, user.id);
  await giveCredits(app.db, user.id, 100);

  log("Generating five 12-megapixel photos of about 8 MB...");
  const photos = await Promise.all([1, 2, 3, 4, 5].map((seed) => makeLargePhoto({ seed })));
  log(`  sizes: ${photos.map((p) => (p.length / 1_000_000).toFixed(1)).join(", ")} MB`);
  const submission = () =>
    buildMultipart(
      { medium: "oil", artworkTitle: "Bench", artistName: "Jane Doe", height: "24", width: "36" },
      photos.map((data, i) => ({ field: "images", filename: `p${i}.jpg`, contentType: "image/jpeg", data })),
    );
  const submit = async () => {
    const body = submission();
    const response = await app.inject({
      method: "POST",
      url: "/api/appraisals",
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    if (response.statusCode !== 201) throw new Error(`submission failed: ${response.body}`);
    return response.json().id as string;
  };

  // 1. Five 8 MB photos, received to stored with thumbnails.
  const uploadTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await submit();
    uploadTimes.push(performance.now() - started);
  }
  log(
    `Submit 5 x 8 MB photos, received to stored with thumbnails: median ${ms(median(uploadTimes))} (runs: ${uploadTimes.map(ms).join(", ")}; target < 1500 ms)`,
  );

  // 2. Built-in analysis of one 12-megapixel photo: decode + downsize + measure + classify.
  const analysisTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    analyseArtwork(await loadAnalysisPixels(photos[0]!));
    analysisTimes.push(performance.now() - started);
  }
  log(`Built-in analysis of one 12 MP photo (decode, downsize, analyse): median ${ms(median(analysisTimes))} (target < 300 ms)`);

  // 3. Submission to completed with the built-in provider.
  await app.db.delete(appraisals);
  const completionTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await submit();
    await app.jobs.drain();
    completionTimes.push(performance.now() - started);
  }
  log(`Submission (5 x 8 MB) to completed, built-in provider: median ${ms(median(completionTimes))} (target < 5000 ms)`);

  // 5. PDF of a completed report with 5 images.
  const [done] = await app.db.select({ id: appraisals.id }).from(appraisals).limit(1);
  const pdfTimes: number[] = [];
  let pdfSize = 0;
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    const response = await app.inject({ method: "GET", url: `/api/appraisals/${done!.id}/report/pdf`, headers: { cookie } });
    pdfTimes.push(performance.now() - started);
    pdfSize = response.rawPayload.length;
  }
  log(`PDF of a completed report with 5 images: median ${ms(median(pdfTimes))}, ${(pdfSize / 1024).toFixed(0)} KB (target < 500 ms)`);

  // 6. GET /api/appraisals for a user with 2,000 appraisals.
  const heavy = await createUser(app.db);
  const heavyCookie = await sessionCookieFor(app, heavy.id);
  const now = Date.now();
  for (let batch = 0; batch < 20; batch++) {
    await app.db.insert(appraisals).values(
      Array.from({ length: 100 }, (_, i) => ({
        userId: heavy.id,
        medium: "oil",
        artworkTitle: `Work ${batch * 100 + i}`,
        status: "completed" as const,
        estimatedLow: 1000 + i,
        estimatedHigh: 3000 + i,
        submittedAt: new Date(now - (batch * 100 + i) * 60_000),
      })),
    );
  }
  const listTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await app.inject({ method: "GET", url: "/api/appraisals", headers: { cookie: heavyCookie } });
    listTimes.push(performance.now() - started);
  }
  const portfolioTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await app.inject({ method: "GET", url: "/api/portfolio", headers: { cookie: heavyCookie } });
    portfolioTimes.push(performance.now() - started);
  }
  log(`GET /api/appraisals, user with 2,000 appraisals (first page of 100): median ${ms(median(listTimes))} (target < 30 ms)`);
  log(`GET /api/portfolio, same user (sums over all 2,000 in SQL): median ${ms(median(portfolioTimes))}`);

  await app.close();
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runServerBench();
  process.exit(0);
}
