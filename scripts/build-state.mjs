// What `npm start` and the commands need to know about the build: is dist/ missing or older
// than its sources? Plain JavaScript with no dependencies, so it runs after `npm prune --omit=dev`.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** Each build, the sources it is made from and the file whose age stands for the build. */
export const BUILDS = {
  server: { sources: ["server", "contracts", "engine", "package.json", "scripts/build-server.mjs"], output: "dist/server/index.js" },
  client: { sources: ["client", "contracts", "engine", "index.html", "vite.config.ts", "package.json"], output: "dist/client/index.html" },
};

// Tests do not go into a build; a change to one must not trigger a rebuild.
const IGNORED = /(\.test\.tsx?$|\/test\/|\/node_modules\/)/;

function newestMtime(target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (IGNORED.test(file)) continue;
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** "missing", "stale" or "fresh". */
export function buildState(name, outputOverride) {
  const build = BUILDS[name];
  const output = path.join(ROOT, outputOverride ?? build.output);
  if (!existsSync(output)) return "missing";
  const built = statSync(output).mtimeMs;
  return build.sources.some((source) => newestMtime(source) > built) ? "stale" : "fresh";
}

/** Whether the build tools (devDependencies) are installed; a pruned production install has none. */
export function canBuild() {
  return existsSync(path.join(ROOT, "node_modules/esbuild")) && existsSync(path.join(ROOT, "node_modules/vite"));
}
