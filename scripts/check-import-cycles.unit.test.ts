import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cyclePath, findCycles, importGraph, moduleSpecifiers } from "./check-import-cycles.mjs";

const made: string[] = [];
/** A throwaway tree of files (and a tsconfig with one path alias) to run the check on. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  made.push(root);
  const tsconfig = { compilerOptions: { module: "ESNext", moduleResolution: "Bundler", baseUrl: ".", paths: { "@lib/*": ["lib/*"] } } };
  writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}
afterEach(() => made.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe("the import cycle check", () => {
  it("finds a cycle closed by a type-only import, a re-export and a path alias", () => {
    const root = tree({
      "src/a.ts": 'import type { B } from "./b";\nexport type A = B;\n',
      "src/b.ts": 'export { c as b } from "@lib/c";\nexport type B = number;\n',
      "lib/c/index.ts": 'import { a } from "../../src/d";\nexport const c = a;\n',
      "src/d.ts": 'import type { A } from "./a";\nexport const a: A = 1;\n',
      "src/apart.ts": 'import { a } from "./d";\nexport const apart = a;\n',
    });
    const graph = importGraph(root, ["src", "lib"]);
    expect(graph.get("src/b.ts")).toEqual(["lib/c/index.ts"]);
    const cycles = findCycles(graph);
    expect(cycles).toEqual([["lib/c/index.ts", "src/a.ts", "src/b.ts", "src/d.ts"]]);
    expect(cyclePath(graph, cycles[0]!)).toEqual(["lib/c/index.ts", "src/d.ts", "src/a.ts", "src/b.ts", "lib/c/index.ts"]);
  });

  it("passes a tree whose arrows all point one way", () => {
    const root = tree({
      "src/a.ts": 'import type { B } from "./b";\nexport type A = B;\n',
      "src/b.ts": 'import { c } from "@lib/c";\nexport type B = typeof c;\n',
      "lib/c/index.ts": "export const c = 1;\n",
    });
    expect(findCycles(importGraph(root, ["src", "lib"]))).toEqual([]);
  });

  it("counts a file that imports itself", () => {
    expect(findCycles(new Map([["a.ts", ["a.ts"]]]))).toEqual([["a.ts"]]);
  });

  it("reads every kind of arrow: import, import type, export from, import(), require() and import types", () => {
    const text = [
      'import x from "./one";',
      'import type { T } from "./two";',
      'export * from "./three";',
      'const later = import("./four");',
      'const old = require("./five");',
      'type Lazy = import("./six").Six;',
    ].join("\n");
    expect(moduleSpecifiers("x.ts", text)).toEqual(["./one", "./two", "./three", "./four", "./five", "./six"]);
  });
});
