import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { SERVER_ENTRY_POINTS, serverBuildOptions } from "./build-server.mjs";

// Issue 14: production runs the compiled server with production dependencies only (after
// `npm prune --omit=dev` it still starts, and so do the commands).
const ROOT = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
// Loaded only in development (NODE_ENV=development serves the client through Vite).
const DEVELOPMENT_ONLY = new Set(["vite"]);

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

describe("the compiled server", () => {
  it("imports no devDependency from any entry point, except Vite, which only development loads and only on demand", async () => {
    const result = await build({ ...serverBuildOptions(path.join(os.tmpdir(), "server-build-check")), write: false, metafile: true });
    const problems: string[] = [];
    for (const [file, output] of Object.entries(result.metafile!.outputs)) {
      if (!file.endsWith(".js")) continue;
      for (const { path: specifier, kind, external } of output.imports) {
        if (!external || specifier.startsWith("node:")) continue;
        const name = packageName(specifier);
        if (name in pkg.dependencies) continue;
        if (kind === "dynamic-import" && DEVELOPMENT_ONLY.has(name)) continue;
        problems.push(`${path.basename(file)}: ${kind} of ${specifier}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("is what npm start, serve and every database command run: none of them needs tsx", () => {
    for (const name of ["start", "serve", "db:migrate", "db:seed", "admin:grant", "comparables:import"]) {
      expect(pkg.scripts[name], name).toBeDefined();
      expect(pkg.scripts[name], name).not.toMatch(/\btsx\b/);
    }
    const commands = Object.values(pkg.scripts)
      .map((script) => /^node scripts\/command\.mjs (\S+)/.exec(script)?.[1])
      .filter(Boolean);
    for (const command of commands) expect(Object.keys(SERVER_ENTRY_POINTS)).toContain(command);
  });
});
