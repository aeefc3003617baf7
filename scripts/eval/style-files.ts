/** The style collections' image files and a fixed hash order over them, for the photos suite's samples. */
import { readFileSync } from "node:fs";
import path from "node:path";

const COLLECTIONS = ["styles", "styles-large", "styles-more"];

/** A fixed share in [0, 1) per file and salt (FNV-1a): a sample ordered by it does not move when the data grows. */
export function fileShare(salt: string, file: string): number {
  let h = 2166136261;
  for (const c of `${salt}${file}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 100000) / 100000;
}

/** The style collections' image files, from their label files (the file column is first). */
export function styleFiles(evaldataDir: string): string[] {
  return COLLECTIONS.flatMap((c) =>
    readFileSync(path.join(evaldataDir, c, "labels.csv"), "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[0]!.trim())
      .filter((f) => f.endsWith(".jpg") || f.endsWith(".png")),
  );
}

/** The first `n` style files in the hash order of `salt`. */
export function styleSample(evaldataDir: string, salt: string, n: number): string[] {
  return styleFiles(evaldataDir)
    .sort((a, b) => fileShare(salt, a) - fileShare(salt, b))
    .slice(0, n);
}
