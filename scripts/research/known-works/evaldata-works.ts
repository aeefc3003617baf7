/**
 * The works of the style collections (../shared/evaldata: styles/, styles-large/, styles-more/) with
 * what their labels say, and which of them the default known-works catalogue may hold: an artist,
 * a real title and a date of 1929 or earlier (published before 1930: in the public domain in the
 * United States; styles-more's Art Institute of Chicago images are CC0 whatever their date).
 * Descriptors of every image are cached in /tmp so the measurements rerun cheaply.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  catalogueKeypoints,
  knownWorkDescriptor,
  packKeypoints,
  unpackKeypoints,
  type Keypoints,
  type KnownWorkFacts,
} from "@engine/style";

export const EVALDATA = path.resolve(process.env.EVALDATA_DIR ?? path.join(import.meta.dirname, "../../../../shared/evaldata"));
/** KNOWN_WORKS_CACHE names another folder (a long run beside an eval that reads this one). */
export const CACHE_DIR = process.env.KNOWN_WORKS_CACHE ?? "/tmp/known-works-cache";
const COLLECTIONS = ["styles", "styles-large", "styles-more"] as const;
const PUBLIC_DOMAIN_LAST_YEAR = 1929;
const AIC_REPO = "klv4de/ArtWall";

export interface EvalWork {
  file: string;
  facts: KnownWorkFacts | null;
  /** Whether the default catalogue may hold it (named, titled, public domain). */
  eligible: boolean;
}

/** A minimal CSV reader: the label files quote fields that hold commas. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else if (c === "\n") {
      endField();
      rows.push(row);
      row = [];
    } else if (c !== "\r") field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body.filter((r) => r.length > 1).map((r) => Object.fromEntries(header!.map((h, k) => [h, r[k] ?? ""])));
}

/** "claude monet" -> "Claude Monet"; names the source already capitalised stay as they are. */
const titleCase = (s: string) =>
  s === s.toLowerCase() ? s.replace(/(^|[\s-])(\p{L})/gu, (m, a: string, b: string) => a + b.toUpperCase()) : s;

export function readEvalWorks(): EvalWork[] {
  const works: EvalWork[] = [];
  for (const collection of COLLECTIONS) {
    for (const row of parseCsv(readFileSync(path.join(EVALDATA, collection, "labels.csv"), "utf8"))) {
      const artist = row.artist?.trim() ?? "";
      const title = row.title?.trim() ?? "";
      const year = /^\d{4}/.test(row.year ?? "") ? Number(row.year!.slice(0, 4)) : null;
      const aic = row.source_repo === AIC_REPO;
      const named = artist !== "" && title !== "" && !/^(unknown title|untitled)/i.test(title);
      const facts = named
        ? { artist: titleCase(artist), title: titleCase(title), year, collection: aic ? "Art Institute of Chicago" : null }
        : null;
      const eligible = facts !== null && (aic || (year !== null && year <= PUBLIC_DOMAIN_LAST_YEAR));
      works.push({ file: row.file!, facts, eligible });
    }
  }
  return works;
}

/** The image's pixels as RGBA (the label files' images are at most 320 px a side, some 1,100). */
export async function decode(file: string, maxSide = 768) {
  const { data, info } = await sharp(path.join(EVALDATA, file))
    .rotate()
    .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Descriptors of the clean images, by file, computed once and kept in /tmp. */
export async function cleanDescriptors(works: readonly EvalWork[]): Promise<Map<string, Int8Array>> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const cacheFile = path.join(CACHE_DIR, "clean-descriptors.json");
  const cached: Record<string, number[]> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
  let added = 0;
  for (const work of works) {
    if (cached[work.file]) continue;
    cached[work.file] = Array.from(knownWorkDescriptor(await decode(work.file)));
    if (++added % 500 === 0) console.log(`  ${added} descriptors computed`);
  }
  if (added) writeFileSync(cacheFile, JSON.stringify(cached));
  return new Map(works.map((w) => [w.file, Int8Array.from(cached[w.file]!)]));
}

/**
 * A hash of the corner reader's source: its cached readings are kept under it, so a change to
 * known-work-keypoints.ts reads every image's corners again rather than mixing two readers.
 */
export const CORNERS_VERSION = fileShare(
  readFileSync(path.join(import.meta.dirname, "../../../engine/style/known-work-keypoints.ts"), "utf8"),
  "corners",
).toFixed(5);

/** The catalogue's corners of each clean image (engine/style/known-work-keypoints.ts), kept in /tmp. */
export async function cleanKeypoints(works: readonly EvalWork[]): Promise<Map<string, Keypoints>> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const cacheFile = path.join(CACHE_DIR, `clean-keypoints-${CORNERS_VERSION}.json`);
  const cached: Record<string, string> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
  let added = 0;
  for (const work of works) {
    if (cached[work.file]) continue;
    cached[work.file] = Buffer.from(packKeypoints(catalogueKeypoints(await decode(work.file)))).toString("base64");
    if (++added % 500 === 0) console.log(`  ${added} works' corners read`);
  }
  if (added) writeFileSync(cacheFile, JSON.stringify(cached));
  return new Map(works.map((w) => [w.file, unpackKeypoints(new Uint8Array(Buffer.from(cached[w.file]!, "base64")))]));
}

/** A fixed pseudo-random share in [0, 1) per file: the folds do not move when the data grows. */
export function fileShare(file: string, salt: string): number {
  let h = 2166136261;
  for (const c of salt + file) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 100000) / 100000;
}
