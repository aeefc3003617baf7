/**
 * The leave-one-source-out logits in a second process (scripts/fit/style-source-folds.ts) while
 * this one computes the artist folds.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { EvalScope } from "../scope";
import { ensembleLogits, type HeldOut, sourceFolds } from "./held-out";
import { type PreparedData, prepareStyleData } from "./prepare-data";
import type { ModelSetting } from "./settings";

/** The child process's entry file. */
const CHILD_SCRIPT = path.resolve(import.meta.dirname, "../../style-source-folds.ts");

/**
 * The leave-one-source-out logits, computed by a child process of this script while the caller
 * computes the artist folds: the two splits take equally long, and the machine has two cores
 * (with three networks, one process alone would take most of CI's 90 minutes). The child reads
 * the same images and features from the cache and writes its logits, keyed by file, to a
 * temporary file.
 */
export function sourceLogitsInChild(data: PreparedData, model: ModelSetting): Promise<HeldOut> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "style-source-folds-"));
  const settingFile = path.join(dir, "setting.json");
  const outFile = path.join(dir, "logits.json");
  writeFileSync(settingFile, JSON.stringify({ ...model, ownerPhotoCopies: data.ownerPhotoCopies }));
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      CHILD_SCRIPT,
      `--evaldata=${data.evaldataDir}`,
      `--scope=${data.scope}`,
      `--sets=${data.sets.join(",")}`,
      `--source-folds=${settingFile}`,
      `--out=${outFile}`,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  return new Promise<HeldOut>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      try {
        if (code !== 0) throw new Error(`the source-fold process exited with ${code}`);
        const written = JSON.parse(readFileSync(outFile, "utf8")) as Record<keyof HeldOut, Record<string, number[]> | null>;
        const inOrder = (byFile: Record<string, number[]>) =>
          data.images.map((img) => {
            const logits = byFile[img.file];
            if (!logits) throw new Error(`the source-fold process did not score ${img.file}`);
            return logits;
          });
        resolve({ clean: inOrder(written.clean!), ownerPhoto: written.ownerPhoto ? inOrder(written.ownerPhoto) : null });
      } catch (error) {
        reject(error as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** What the child is told: the data its parent read, the model, and where to write. */
export interface SourceFoldsJob {
  evaldataDir: string;
  scope: EvalScope;
  sets: readonly string[];
  settingFile: string;
  outFile: string;
}

/** The child's side of sourceLogitsInChild. */
export async function writeSourceLogits(job: SourceFoldsJob): Promise<void> {
  const model = JSON.parse(readFileSync(job.settingFile, "utf8")) as ModelSetting;
  const data = await prepareStyleData(
    job.evaldataDir,
    model.members.map((m) => m.network ?? "mobilenet_v2"),
    job.scope,
    model.ownerPhotoCopies ?? 0,
    job.sets,
  );
  const heldOut = ensembleLogits(data, model, sourceFolds(data.images));
  const byFile = (logits: number[][]) => Object.fromEntries(data.images.map((img, i) => [img.file, logits[i]]));
  writeFileSync(
    job.outFile,
    JSON.stringify({ clean: byFile(heldOut.clean), ownerPhoto: heldOut.ownerPhoto ? byFile(heldOut.ownerPhoto) : null }),
  );
}
