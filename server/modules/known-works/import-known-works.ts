import { writeFileSync, renameSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { knownWorkEntry, storeKnownWorkCatalogue, type KnownWorkEntry, type KnownWorkFacts } from "@engine/style";
import { readCsvRecords } from "../comparables/csv-records";

/** The CSV's columns: the image (a path beside the CSV, or absolute), then the facts. */
export const KNOWN_WORK_COLUMNS = ["image", "artist", "title", "year", "collection"] as const;

export class KnownWorksImportRefused extends Error {
  constructor(
    message: string,
    readonly errors: string[],
  ) {
    super(message);
  }
}

/** The size the image is read at: the layout grid and the corners (200 px) need no more (as the default catalogue's build). */
const DECODE_SIDE = 768;

async function entryOf(file: string): Promise<KnownWorkEntry> {
  const { data, info } = await sharp(file)
    .rotate()
    .resize(DECODE_SIDE, DECODE_SIDE, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return knownWorkEntry({ data, width: info.width, height: info.height });
}

function factsOf(fields: Record<string, string>): KnownWorkFacts | string {
  const artist = fields.artist!.trim();
  const title = fields.title!.trim();
  const year = fields.year!.trim();
  const collection = fields.collection!.trim();
  if (!artist || artist.length > 200) return "the artist is empty or longer than 200 characters";
  if (!title || title.length > 300) return "the title is empty or longer than 300 characters";
  if (year && !/^\d{1,4}$/.test(year)) return `the year "${year}" is not a year (leave it empty when unknown)`;
  if (collection.length > 300) return "the collection is longer than 300 characters";
  return { artist, title, year: year ? Number(year) : null, collection: collection || null };
}

/**
 * Reads an operator's licensed catalogue (issue 50): a CSV of image,artist,title,year,collection
 * and the images it names, and writes their descriptors, corners and facts to `outFile` (the images are
 * not copied: the server needs only the descriptors). All or nothing: any bad row refuses the
 * whole file, naming each line, and the previous catalogue stays as it was.
 */
export async function importKnownWorks(csvFile: string, outFile: string): Promise<{ works: number }> {
  const works: KnownWorkFacts[] = [];
  const entries: KnownWorkEntry[] = [];
  const errors: string[] = [];
  let header: string[] | undefined;
  for await (const record of readCsvRecords(csvFile)) {
    if (!header) {
      header = record.fields.map((f) => f.trim().toLowerCase());
      const missing = KNOWN_WORK_COLUMNS.filter((c) => !header!.includes(c));
      if (missing.length)
        throw new KnownWorksImportRefused(`The header lacks ${missing.join(", ")} (the columns are ${KNOWN_WORK_COLUMNS.join(",")}).`, []);
      continue;
    }
    if (record.fields.every((f) => !f.trim())) continue;
    const fields = Object.fromEntries(header.map((h, k) => [h, record.fields[k] ?? ""]));
    const facts = factsOf(fields);
    if (typeof facts === "string") {
      errors.push(`line ${record.line}: ${facts}`);
      continue;
    }
    const image = path.resolve(path.dirname(csvFile), fields.image!.trim());
    try {
      entries.push(await entryOf(image));
      works.push(facts);
    } catch (error) {
      errors.push(`line ${record.line}: cannot read the image ${image} (${(error as Error).message})`);
    }
  }
  if (!header) throw new KnownWorksImportRefused(`The file is empty: it needs the header ${KNOWN_WORK_COLUMNS.join(",")}.`, []);
  if (errors.length) throw new KnownWorksImportRefused(`${errors.length} rows could not be imported; nothing was written:`, errors);
  if (works.length === 0) throw new KnownWorksImportRefused("The file holds no works.", []);
  const stored = storeKnownWorkCatalogue(works, entries);
  // Written beside and renamed, so a running server never reads half a file.
  writeFileSync(`${outFile}.tmp`, JSON.stringify(stored) + "\n");
  renameSync(`${outFile}.tmp`, outFile);
  return { works: works.length };
}
