/**
 * The server's memory while five 5 x 8 MB submissions arrive at once and are processed, and while
 * four AR previews of a photo that declares 10000 x 9999 pixels arrive at once (issue 51, finding
 * 4), measured on the server process alone (its RSS from /proc), with uploads over real HTTP.
 */
import { fork } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import os from "node:os";
import path from "node:path";
import { makeLargePhoto } from "./photos";

const PORT = 5097;
const base = `http://127.0.0.1:${PORT}`;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

export async function runServerMemoryBench(log: (line: string) => void = console.log) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "appraisal-bench-mem-"));
  const child = fork(path.resolve("scripts/bench/server-process.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, NODE_ENV: "test", PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "silent", AUTH_RATE_LIMIT_MAX: "1000" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
    });
    // An account with credits, bought through the built-in test provider like a user would.
    const register = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "bench@example.com",
        username: "bench_user",
        password: "bench password 1",
        confirmPassword: "bench password 1",
      }),
    });
    const cookie = register.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const json = { "content-type": "application/json", cookie };
    const intent = await (
      await fetch(`${base}/api/create-payment-intent`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ packageId: 4, amount: 189 }),
      })
    ).json();
    await fetch(`${base}/api/payments/test/confirm`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ clientSecret: intent.clientSecret, number: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "123" }),
    });

    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    // First, on the fresh server (the AR routes load no engine): the peak is the previews' own.
    // Four AR previews at once of a ~570 KB JPEG declaring 10000 x 9999 px, EXIF orientation 6.
    const large = await hundredMegapixelJpeg();
    const arBaseline = rssOf(child.pid!);
    let arPeak = arBaseline;
    const arSampler = setInterval(() => (arPeak = Math.max(arPeak, rssOf(child.pid!))), 10);
    const arStarted = Date.now();
    const statuses = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const form = new FormData();
        form.set("artworkTitle", "Memory bench");
        form.set("image", new Blob([new Uint8Array(large)], { type: "image/jpeg" }), "large.jpg");
        return (await fetch(`${base}/api/ar-previews`, { method: "POST", headers: { cookie }, body: form })).status;
      }),
    );
    clearInterval(arSampler);
    log(
      `Server memory, four concurrent POST /api/ar-previews of a ${(large.length / 1024).toFixed(0)} KB JPEG declaring 10000 x 9999 px (EXIF orientation 6), answered ${statuses.join(", ")} in ${Date.now() - arStarted} ms: peak RSS ${mb(arPeak)} (${mb(arBaseline)} before; target < 1 GB)`,
    );

    const photos = await Promise.all([11, 12, 13, 14, 15].map((seed) => makeLargePhoto({ seed })));
    const submit = async () => {
      const form = new FormData();
      form.set("medium", "oil");
      form.set("artworkTitle", "Memory bench");
      photos.forEach((photo, i) => form.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `p${i}.jpg`));
      const response = await fetch(`${base}/api/appraisals`, { method: "POST", headers: { cookie }, body: form });
      if (response.status !== 201) throw new Error(`submission failed: ${response.status} ${await response.text()}`);
      return (await response.json()).id as string;
    };
    const waitCompleted = async (ids: string[]) => {
      for (;;) {
        const list = (await (await fetch(`${base}/api/appraisals`, { headers: { cookie } })).json()) as { id: string; status: string }[];
        if (ids.every((id) => list.find((a) => a.id === id)?.status === "completed")) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    await waitCompleted([await submit()]); // warm-up: libraries loaded, caches filled
    const baseline = rssOf(child.pid!);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 10);
    const started = Date.now();
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => submit()));
    await waitCompleted(ids);
    clearInterval(sampler);
    log(
      `Server memory, five concurrent 5 x 8 MB submissions until all completed (${Date.now() - started} ms): RSS ${mb(baseline)} -> peak ${mb(peak)}, growth ${mb(peak - baseline)} (target < 300 MB)`,
    );
  } finally {
    child.kill("SIGTERM");
  }
}

/** The 10000 x 9999 photo (made once, ~1 min, and kept in the temporary folder): a smooth, lightly grained surface. */
async function hundredMegapixelJpeg(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), "appraisal-bench-10000x9999-o6.jpg");
  if (existsSync(file)) return readFileSync(file);
  const noise = { type: "gaussian" as const, mean: 128, sigma: 3 };
  const jpeg = await sharp({ create: { width: 10_000, height: 9_999, channels: 3, background: "#a07040", noise } })
    .jpeg({ quality: 10 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  writeFileSync(file, jpeg);
  return jpeg;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runServerMemoryBench();
  process.exit(0);
}
