// npm run comparables:import -- file.csv [--skip-invalid]: loads sales records an operator is
// licensed to use (the column layout of sales_normalized.csv) into the comparable sales table.
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { ImportRefused, importComparableSales, type ImportProgress } from "./import-comparables";

const args = process.argv.slice(2);
const skipInvalid = args.includes("--skip-invalid");
const files = args.filter((arg) => !arg.startsWith("--"));
const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--skip-invalid");
if (files.length !== 1 || unknown.length) {
  console.error("Usage: npm run comparables:import -- <file.csv> [--skip-invalid]");
  console.error("The file has the columns of sales_normalized.csv (at least source, artist, medium_category, sale_date, sold, price_usd).");
  process.exit(2);
}
const filePath = path.resolve(files[0]!);
try {
  accessSync(filePath, constants.R_OK);
} catch {
  console.error(`Cannot read ${filePath}: no such file, or no permission to read it.`);
  process.exit(2);
}

const fmt = (n: number) => n.toLocaleString("en-US");
// A terminal gets one line rewritten in place; a log file gets a line every tenth of the way.
let lastTenth = -1;
function printProgress({ done, total, inserted }: ImportProgress) {
  const line = `${fmt(done)} / ${fmt(total)} rows (${Math.floor((done / total) * 100)}%), ${fmt(inserted)} new`;
  if (process.stdout.isTTY) {
    process.stdout.write(`\r${line}`);
    if (done === total) process.stdout.write("\n");
    return;
  }
  const tenth = Math.floor((done / total) * 10);
  if (tenth !== lastTenth || done === total) console.log(line);
  lastTenth = tenth;
}

let exitCode = 0;
const started = performance.now();
let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  const config = loadConfig();
  // The embedded database belongs to one process: beside a running server this refuses with the holder's name.
  handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await runMigrations(handle);
  console.log(`Checking ${filePath} ...`);
  const result = await importComparableSales({ db: handle.db, filePath, skipInvalid, onProgress: printProgress });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Imported ${fmt(result.inserted)} new sales records of ${fmt(result.rows)} rows in ${seconds} s (${handle.kind}).`);
  if (result.alreadyPresent) console.log(`${fmt(result.alreadyPresent)} rows were already imported and were left as they are.`);
  if (result.skipped) {
    console.log(`${fmt(result.skipped)} invalid rows were left out:`);
    for (const error of result.errors) console.log(`  ${error}`);
  }
} catch (error) {
  exitCode = 1;
  if (error instanceof ImportRefused) {
    console.error(error.message);
    for (const line of error.errors) console.error(`  ${line}`);
  } else {
    console.error((error as Error).message);
  }
} finally {
  await handle?.close();
}
process.exit(exitCode);
