/**
 * Builds the feature caches that the fitting script and `npm run eval` read, several processes at
 * a time. One process extracts about 0.2-0.25 s per image and network (5,115 images, each with
 * its mirror image): on a new machine the caches of the committed model's networks take most of
 * an hour in one process, which with the fit is more than CI's 90 minutes. Run this first (step 1 of `npm run fit:style`).
 *
 *   npx tsx scripts/fit/build-feature-cache.ts                    the committed model's networks
 *   npx tsx scripts/fit/build-feature-cache.ts mobilenet_v3 ...   named networks
 *   options: --processes=N (default 2, the machine's cores), --evaldata=DIR,
 *            --limit=N (only the first N images of selectStyleImages' order, which is interleaved
 *            across styles and artists: a quick experiment on a subset of every style),
 *            --owner-photos=N (then also N augmented owner's photos of every image, cropped by the
 *            product's locator, for the named networks or the committed model's; lib/photos/owner-photo.ts)
 *
 * Each child extracts a share of the missing images into a cache folder of its own; their rows
 * are then appended to the shared cache (STYLE_FEATURE_CACHE, default /tmp/recog-style-cache).
 */
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STYLE_CLASSES, STYLE_MODEL, type StyleNetworkName } from "@engine/knowledge";
import { initBackend } from "@engine/style";
import { CANDIDATES, cacheFiles, loadStyleFeatures, readCachedFiles } from "./lib/style/feature-cache";
import { cachedOwnerPhotoKeys, loadOwnerPhotoFeatures, ownerPhotoKey } from "./lib/style/owner-photo-features";
import { readStyleImages, selectStyleImages, type StyleImage } from "./lib/style/style-images";

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const EVALDATA = path.resolve(option("evaldata") ?? "../shared/evaldata");

const LIMIT = option("limit") ? Number(option("limit")) : Infinity;
const allImages = () => selectStyleImages(readStyleImages(EVALDATA).filter((img) => STYLE_CLASSES.includes(img.style))).slice(0, LIMIT);

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

/** A child: extracts the owner's photos of the listed images for the listed networks into its own cache folder. */
async function extractOwnerPhotoShare(networks: StyleNetworkName[], listFile: string, copies: number): Promise<void> {
  const wanted = new Set(JSON.parse(readFileSync(listFile, "utf8")) as string[]);
  await initBackend();
  await loadOwnerPhotoFeatures(
    EVALDATA,
    allImages().filter((img) => wanted.has(img.file)),
    networks,
    copies,
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
function appendShare(network: StyleNetworkName, shareDir: string, part: "clean" | "owner-photos" = "clean"): number {
  const target = cacheFiles(network, part);
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
  const ownerChild = option("child-owner-photos");
  if (ownerChild) return extractOwnerPhotoShare(ownerChild.split(",") as StyleNetworkName[], option("files")!, Number(option("copies")));
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
  const copies = Number(option("owner-photos") ?? 0);
  if (copies > 0) await buildOwnerPhotos(named.length ? named : STYLE_MODEL.members.map((m) => m.network), images, copies, processes);
}

/** The owner's photos' phase: each child makes a share of the photos once and extracts every network from each crop. */
async function buildOwnerPhotos(networks: StyleNetworkName[], images: StyleImage[], copies: number, processes: number) {
  const cached = cachedOwnerPhotoKeys(networks);
  const missing = images.filter((img) => Array.from({ length: copies }, (_, c) => ownerPhotoKey(img.file, c)).some((k) => !cached.has(k)));
  console.log(
    `owner's photos (${networks.join(", ")}; ${copies} a picture): ${images.length - missing.length} of ${images.length} images done`,
  );
  if (!missing.length) return;
  const work = mkdtempSync(path.join(os.tmpdir(), "style-owner-photos-"));
  try {
    const shares = Array.from({ length: processes }, (_, k) => missing.filter((_, i) => i % processes === k)).filter((s) => s.length);
    await Promise.all(
      shares.map((share, k) => {
        const listFile = path.join(work, `share-${k}.json`);
        writeFileSync(listFile, JSON.stringify(share.map((img) => img.file)));
        const args = [`--child-owner-photos=${networks.join(",")}`, `--files=${listFile}`, `--copies=${copies}`, `--evaldata=${EVALDATA}`];
        return runChild(args, path.join(work, `share-${k}`));
      }),
    );
    // A child sees only its own folder: an image whose first copies were cached already gets them
    // again (the same values, deterministic), and the later row is the one read.
    for (const network of networks) {
      const added = shares.reduce((n, _, k) => n + appendShare(network, path.join(work, `share-${k}`), "owner-photos"), 0);
      console.log(`${network}: ${added} owner's photos added to the cache`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
