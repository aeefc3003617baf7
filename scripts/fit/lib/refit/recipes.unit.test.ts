import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseRefitArgs } from "./cli";
import { helpText, missingData, RECIPES } from "./recipes";

const dir = mkdtempSync(path.join(os.tmpdir(), "refit-recipes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the style refit", () => {
  const steps = RECIPES.style.steps("/data");

  it("is the recipe of decision 0028: caches, the serial fit, the photo temperature, in that order", () => {
    expect(steps.map((s) => [s.script, s.args, s.env ?? {}])).toEqual([
      ["scripts/fit/build-feature-cache.ts", ["--owner-photos=1", "--evaldata=/data"], {}],
      [
        "scripts/fit/fit-style-model.ts",
        ["--owner-photos=1", "--gradient-tolerance=0.003", "--write", "--evaldata=/data"],
        { STYLE_SERIAL: "1" },
      ],
      ["scripts/fit/photo-calibration.ts", ["--write"], { EVALDATA_DIR: "/data" }],
    ]);
  });

  it("says in --help what it does, reads, writes, how long it takes and its options", () => {
    const help = helpText(RECIPES.style, "/data");
    for (const words of [
      "npm run fit:style",
      "styles-more",
      "engine/knowledge/style-model.ts",
      "61 + 105 + 8 minutes",
      "--from=N",
      "--dry-run",
    ])
      expect(help).toContain(words);
  });
});

describe("missingData", () => {
  it("names the data folder when it is not there", () => {
    expect(missingData(RECIPES.style, path.join(dir, "nowhere"))).toMatch(
      /^npm run fit:style needs the evaluation data at .*nowhere, which does not exist/,
    );
  });

  it("names each folder or file a recipe reads that is missing, and nothing once they are there", () => {
    mkdirSync(path.join(dir, "styles"));
    expect(missingData(RECIPES.style, dir)).toBe(`npm run fit:style needs styles-large, styles-more in ${dir}, which are missing.`);
    mkdirSync(path.join(dir, "styles-large"));
    mkdirSync(path.join(dir, "styles-more"));
    expect(missingData(RECIPES.style, dir)).toBeNull();
    expect(missingData(RECIPES.valuation, dir)).toContain("sales/sales_normalized.csv, sales/sales_more.csv, sales/sales_regional.csv");
  });
});

describe("parseRefitArgs", () => {
  it("reads the options and refuses any other", () => {
    expect(parseRefitArgs([])).toEqual({ help: false, dryRun: false, from: 1 });
    expect(parseRefitArgs(["--help", "--dry-run", "--evaldata=/d", "--from=2"])).toEqual({
      help: true,
      dryRun: true,
      evaldata: "/d",
      from: 2,
    });
    expect(() => parseRefitArgs(["--write"])).toThrow("unknown option --write");
    expect(() => parseRefitArgs(["--from=two"])).toThrow("unknown option --from=two");
  });
});
