import { createReadStream } from "node:fs";

export interface CsvRecord {
  /** The file's line on which the record starts (1 = the header). */
  line: number;
  fields: string[];
}

/**
 * Reads an RFC 4180 CSV file record by record without holding it in memory: quoted fields may
 * hold commas, doubled quotes and line breaks. Line numbers are the file's own, so an
 * operator can open the file at the line an error names.
 */
export async function* readCsvRecords(filePath: string): AsyncGenerator<CsvRecord> {
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let recordLine = 1;
  let pendingCr = false;
  let started = false;

  const endField = () => {
    fields.push(field);
    field = "";
    afterQuote = false;
  };

  for await (const chunk of createReadStream(filePath, { encoding: "utf8" }) as AsyncIterable<string>) {
    const text = started ? chunk : chunk.replace(/^\uFEFF/, "");
    started = true;
    for (const char of text) {
      if (pendingCr) {
        pendingCr = false;
        if (char === "\n") continue; // CRLF: the CR already ended the record
      }
      if (quoted) {
        if (char === '"') {
          quoted = false;
          afterQuote = true;
        } else {
          if (char === "\n") line++;
          field += char;
        }
        continue;
      }
      if (char === '"') {
        // A doubled quote inside a quoted field: the first closed it, this one reopens it.
        if (afterQuote) field += '"';
        quoted = true;
        afterQuote = false;
      } else if (char === ",") {
        endField();
      } else if (char === "\n" || char === "\r") {
        endField();
        if (fields.length > 1 || fields[0] !== "") yield { line: recordLine, fields };
        fields = [];
        line++;
        recordLine = line;
        pendingCr = char === "\r";
      } else {
        field += char;
      }
    }
  }
  if (quoted) throw new Error(`line ${recordLine}: a quoted field is never closed`);
  if (field !== "" || fields.length > 0) {
    endField();
    yield { line: recordLine, fields };
  }
}
