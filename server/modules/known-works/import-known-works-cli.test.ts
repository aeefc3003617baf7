import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { knownWorkCropDescriptors, matchKnownWork, photoKeypoints, readKnownWorkCatalogue } from "@engine/style";
import { operatorCataloguePath } from "../../providers/ai/known-works";

const run = promisify(execFile);
const GEOMETRIC = path.resolve("tests/fixtures/painting-geometric.jpg");

/** The command as an operator runs it, with its own DATA_DIR. */
async function importCommand(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "server/modules/known-works/import-known-works-cli.ts", ...args],
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

describe("npm run known-works:import", () => {
  it("writes the descriptors, corners and facts of an operator's catalogue, which then names its works", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "known-works-cli-"));
    const csv = path.join(dir, "works.csv");
    // A quoted title with a comma, an empty year and collection; the image path is relative to the CSV.
    writeFileSync(path.join(dir, "geometric.jpg"), readFileSync(GEOMETRIC));
    writeFileSync(csv, 'image,artist,title,year,collection\ngeometric.jpg,Ada Lind,"Squares, Earth",,\n');
    const done = await importCommand(dir, csv);
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/Imported 1 known works into .*known-works\.json/);

    const catalogue = readKnownWorkCatalogue(JSON.parse(readFileSync(operatorCataloguePath(dir), "utf8")), "written");
    expect(catalogue.works).toEqual([{ artist: "Ada Lind", title: "Squares, Earth", year: null, collection: null }]);
    const { data, info } = await sharp(GEOMETRIC).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const upload = { data, width: info.width, height: info.height };
    expect(catalogue.keypoints[0]!.count).toBeGreaterThan(20);
    const match = matchKnownWork({ descriptor: knownWorkCropDescriptors(upload, upload), keypoints: photoKeypoints(upload) }, catalogue);
    expect(match).toMatchObject({ title: "Squares, Earth" });
  });

  it("refuses a bad file whole, naming each line, and leaves the catalogue as it was", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "known-works-cli-"));
    writeFileSync(operatorCataloguePath(dir), "previous");
    const csv = path.join(dir, "works.csv");
    writeFileSync(
      csv,
      `image,artist,title,year,collection\n${GEOMETRIC},A,T,1880,\nmissing.jpg,B,T,1890,\n${GEOMETRIC},,T,,\n${GEOMETRIC},C,T,about 1900,\n`,
    );
    const bad = await importCommand(dir, csv);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("3 rows could not be imported; nothing was written:");
    expect(bad.stderr).toMatch(/line 3: cannot read the image .*missing\.jpg/);
    expect(bad.stderr).toContain("line 4: the artist is empty");
    expect(bad.stderr).toContain('line 5: the year "about 1900" is not a year');
    expect(readFileSync(operatorCataloguePath(dir), "utf8")).toBe("previous");

    writeFileSync(csv, "artist,title\nA,T\n");
    expect((await importCommand(dir, csv)).stderr).toContain("The header lacks image, year, collection");
    const usage = await importCommand(dir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run known-works:import -- <works.csv>");
    expect((await importCommand(dir, path.join(dir, "none.csv"))).stderr).toContain("Cannot read");
  });
});
