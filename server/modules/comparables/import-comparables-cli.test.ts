import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../db/client";

const run = promisify(execFile);
const HEADER =
  "source,source_file,source_row,artist,title,medium_category,year_created,height_cm,width_cm,sale_date,auction_house,sold,price_usd";

/** The command as an operator runs it, on its own embedded database. */
async function importCommand(dataDir: string, file: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "server/modules/comparables/import-comparables-cli.ts", file],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development", LOG_LEVEL: "silent" },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run comparables:import", () => {
  it(
    "imports a file with progress, then refuses while another process (a running server) holds the embedded database",
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "comparables-cli-"));
      const file = path.join(dataDir, "sales.csv");
      const rows = Array.from(
        { length: 12 },
        (_, i) => `test,raw/t.csv,${i + 2},Jane Doe,Harbour ${i},Paintings,1920,50,61,2019-05-1${i % 10},Christies,1,${1000 + i}`,
      );
      writeFileSync(file, [HEADER, ...rows].join("\n"));

      const first = await importCommand(dataDir, file);
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      expect(first.stdout).toContain("12 / 12 rows (100%), 12 new");
      expect(first.stdout).toMatch(/Imported 12 new sales records of 12 rows in \d+\.\d s \(pglite\)\./);

      const server = await openPglite(path.join(dataDir, "db"));
      try {
        const refused = await importCommand(dataDir, file);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/is in use by another process \(pid \d+/);
        expect(refused.stdout).not.toContain("Imported");
      } finally {
        await server.close();
      }
    },
  );
});
