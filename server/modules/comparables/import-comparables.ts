import type { Database } from "../../db/client";
import { comparableSales, type NewComparableSale } from "../../db/schema";
import { readCsvRecords } from "./csv-records";
import { parseSaleRow, readHeader, REQUIRED_COLUMNS } from "./parse-sale-row";

export const IMPORT_BATCH_SIZE = 500;
/** Enough to fix a file by, without flooding the terminal. */
const MAX_REPORTED_ERRORS = 20;

export interface ImportProgress {
  done: number;
  total: number;
  inserted: number;
}

export interface ImportResult {
  rows: number;
  inserted: number;
  /** Rows whose record was already in the table (an earlier import of the same file). */
  alreadyPresent: number;
  /** Bad rows left out (only with skipInvalid; otherwise any bad row stops the import). */
  skipped: number;
  errors: string[];
}

export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly errors: string[],
  ) {
    super(message);
  }
}

/**
 * Imports sales records in the column layout of sales_normalized.csv (issue 11). The whole file
 * is checked first: a bad row stops the import before anything is written, with its line
 * number, unless skipInvalid leaves bad rows out. Rows go in batches, each in a transaction;
 * a record already in the table is left alone, so importing a file twice adds nothing.
 */
export async function importComparableSales({
  db,
  filePath,
  skipInvalid = false,
  onProgress,
  today = new Date(),
}: {
  db: Database;
  filePath: string;
  skipInvalid?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  today?: Date;
}): Promise<ImportResult> {
  const errors: string[] = [];
  let invalid = 0;
  let rows = 0;
  for await (const row of parsedRows(filePath, today)) {
    rows++;
    if ("error" in row) {
      invalid++;
      if (errors.length < MAX_REPORTED_ERRORS) errors.push(row.error);
    }
  }
  if (rows === 0) throw new ImportRefused("The file has a header but no rows.", []);
  if (invalid && !skipInvalid) {
    const more = invalid > errors.length ? ` (the first ${errors.length} are listed)` : "";
    throw new ImportRefused(
      `${invalid} of ${rows} rows are invalid${more}; nothing was imported. Fix them, or pass --skip-invalid to import the other rows.`,
      errors,
    );
  }

  let inserted = 0;
  let done = 0;
  let batch: NewComparableSale[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const values = batch;
    batch = [];
    const written = await db.transaction((tx) =>
      tx
        .insert(comparableSales)
        .values(values)
        .onConflictDoNothing({ target: comparableSales.recordKey })
        .returning({ id: comparableSales.id }),
    );
    inserted += written.length;
    done += values.length;
    onProgress?.({ done, total: rows - invalid, inserted });
  };
  for await (const row of parsedRows(filePath, today)) {
    if ("error" in row) continue;
    batch.push(row.sale);
    if (batch.length >= IMPORT_BATCH_SIZE) await flush();
  }
  await flush();
  return { rows, inserted, alreadyPresent: rows - invalid - inserted, skipped: invalid, errors };
}

async function* parsedRows(filePath: string, today: Date): AsyncGenerator<{ sale: NewComparableSale } | { error: string }> {
  let header: { columns: Map<string, number>; length: number } | undefined;
  for await (const record of readCsvRecords(filePath)) {
    if (!header) {
      const read = readHeader(record.fields);
      if ("missing" in read)
        throw new ImportRefused(
          `The header lacks the column${read.missing.length > 1 ? "s" : ""} ${read.missing.join(", ")} (required: ${REQUIRED_COLUMNS.join(", ")}; the layout is that of sales_normalized.csv).`,
          [],
        );
      header = { columns: read.columns, length: record.fields.length };
      continue;
    }
    const parsed = parseSaleRow(record.fields, header.columns, header.length, today);
    yield "error" in parsed ? { error: `line ${record.line}: ${parsed.error}` } : parsed;
  }
  if (!header) throw new ImportRefused("The file is empty: it needs the header line of sales_normalized.csv.", []);
}
