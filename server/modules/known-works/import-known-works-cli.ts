// npm run known-works:import -- works.csv: an operator's own licensed catalogue of known works
// (columns image,artist,title,year,collection; image paths beside the CSV), matched beside the
// default one. Written to DATA_DIR/known-works.json; a running server uses it from its next analysis.
import { accessSync, constants, mkdirSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../config";
import { operatorCataloguePath } from "../../providers/ai/known-works";
import { importKnownWorks, KNOWN_WORK_COLUMNS, KnownWorksImportRefused } from "./import-known-works";

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith("--")) {
  console.error("Usage: npm run known-works:import -- <works.csv>");
  console.error(`The file has the columns ${KNOWN_WORK_COLUMNS.join(",")}; image is a path to the work's image, relative to the CSV.`);
  process.exit(2);
}
const csvFile = path.resolve(args[0]!);
try {
  accessSync(csvFile, constants.R_OK);
} catch {
  console.error(`Cannot read ${csvFile}: no such file, or no permission to read it.`);
  process.exit(2);
}

let exitCode = 0;
try {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const outFile = operatorCataloguePath(config.dataDir);
  const started = performance.now();
  const { works } = await importKnownWorks(csvFile, outFile);
  console.log(
    `Imported ${works} known works into ${outFile} in ${((performance.now() - started) / 1000).toFixed(1)} s; the server matches them from its next analysis.`,
  );
} catch (error) {
  exitCode = 1;
  console.error((error as Error).message);
  if (error instanceof KnownWorksImportRefused) for (const line of error.errors) console.error(`  ${line}`);
}
process.exit(exitCode);
