import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DESCRIPTOR_LENGTH } from "@engine/style";
import { createKnownWorkMatcher, operatorCataloguePath } from "./known-works";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the server's known-work matcher", () => {
  it("matches with the default catalogue when the operator's file is broken, and reports the file", { timeout: 30_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "known-works-"));
    dirs.push(dataDir);
    writeFileSync(operatorCataloguePath(dataDir), '{"works": [ {"artist": "half a file"');
    const errors: string[] = [];
    const match = createKnownWorkMatcher(dataDir, (_error, file) => errors.push(file));

    // A flat grey crop: no known work, and no failure either.
    await expect(match({ descriptor: new Int8Array(DESCRIPTOR_LENGTH), keypoints: null })).resolves.toBeNull();
    expect(errors).toEqual([operatorCataloguePath(dataDir)]);
  });
});
