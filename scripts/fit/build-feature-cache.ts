/**
 * Builds the feature caches that the fitting script and `npm run eval` read, several processes at
 * a time. One process extracts about 0.2-0.25 s per image and network (5,115 images, each with
 * its mirror image): on a new machine the caches of the committed model's networks take most of
 * an hour in one process, which with the fit is more than CI's 90 minutes. Run this first.
 *
 *   npx tsx scripts/fit/build-feature-cache.ts                    the committed model's networks
 *   npx tsx scripts/fit/build-feature-cache.ts mobilenet_v3 ...   named networks
 *   options: --processes=N (default 2, the machine's cores), --evaldata=DIR
 *
 * Each child extracts a share of the missing images into a cache folder of its own; their rows
 * are then appended to the shared cache (STYLE_FEATURE_CACHE, default /tmp/recog-style-cache).
 */
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STYLE_CLASSES } from "../../engine/knowledge/style-classes";
import { STYLE_MODEL } from "../../engine/knowledge/style-model";
import { initBackend, type StyleNetworkName } from "../../engine/features/style-network";
import { CANDIDATES, cacheFiles, loadStyleFeatures, readCachedFiles, readStyleImages, selectStyleImages } from "./style-dataset";

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const EVALDATA = path.resolve(option("evaldata") ?? "../shared/evaldata");

const allImages = () => selectStyleImages(readStyleImages(EVALDATA).filter((img) => STYLE_CLASSES.includes(img.style)));

/** A child: extracts the listed images of one network into its own cache folder. */
async function extractShare(network: StyleNetworkName, listFile: string): Promise<void> {
  const wanted = new Set(JSON.parse(readFileSync(listFile, "utf8")) as string[]);
  await initBackend();
  await loadStyleFeatures(
    EVALDATA,
    allImages().filter((img) => wanted.has(img.file)),
    network,
  );
}

function runChild(args: string[], cacheDir: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, STYLE_FEATURE_CACHE: cacheDir },
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`a feature extraction process exited with ${code}`))));
  });
}

/** Appends a child's cache (rows and file list) to the shared cache of the same network. */
function appendShare(network: StyleNetworkName, shareDir: string): number {
  const target = cacheFiles(network);
  const share = {
    rows: path.join(shareDir, path.basename(target.rows)),
    index: path.join(shareDir, path.basename(target.index)),
  };
  if (!existsSync(share.index)) return 0;
  const index = existsSync(target.index) ? (JSON.parse(readFileSync(target.index, "utf8")) as string[]) : [];
  // On a new machine the shared cache folder does not exist yet.
  mkdirSync(path.dirname(target.rows), { recursive: true });
  if (!existsSync(target.rows)) writeFileSync(target.rows, Buffer.alloc(0));
  const added = JSON.parse(readFileSync(share.index, "utf8")) as string[];
  appendFileSync(target.rows, readFileSync(share.rows));
  writeFileSync(target.index, JSON.stringify([...index, ...added]));
  return added.length;
}

async function main() {
  const child = option("child") as StyleNetworkName | undefined;
  if (child) return extractShare(child, option("files")!);
  const named = process.argv.slice(2).filter((a) => !a.startsWith("--")) as StyleNetworkName[];
  for (const n of named) if (!(n in CANDIDATES)) throw new Error(`unknown network ${n}; known: ${Object.keys(CANDIDATES).join(", ")}`);
  // MobileNetV2 always: the fitting script groups unattributed images by its features.
  const networks = named.length ? named : [...new Set<StyleNetworkName>(["mobilenet_v2", ...STYLE_MODEL.members.map((m) => m.network)])];
  const processes = Math.max(1, Number(option("processes") ?? 2));
  const images = allImages();
  for (const network of networks) {
    const cached = readCachedFiles(network);
    const missing = images.filter((img) => !cached.has(img.file)).map((img) => img.file);
    console.log(`${network}: ${images.length - missing.length} of ${images.length} images cached, ${missing.length} to extract`);
    if (!missing.length) continue;
    const work = mkdtempSync(path.join(os.tmpdir(), "style-features-"));
    try {
      const shares = Array.from({ length: processes }, (_, k) => missing.filter((_, i) => i % processes === k)).filter((s) => s.length);
      await Promise.all(
        shares.map((files, k) => {
          const listFile = path.join(work, `share-${k}.json`);
          writeFileSync(listFile, JSON.stringify(files));
          return runChild([`--child=${network}`, `--files=${listFile}`, `--evaldata=${EVALDATA}`], path.join(work, `share-${k}`));
        }),
      );
      const added = shares.reduce((n, _, k) => n + appendShare(network, path.join(work, `share-${k}`)), 0);
      console.log(`${network}: ${added} images added to the cache`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
}

await main();
