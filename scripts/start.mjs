// `npm start`: builds what is missing or stale (client and server), then serves the compiled
// server with node in production mode. On a pruned production install (no build tools) it serves
// what was built, and refuses clearly when nothing was.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUILDS, ROOT, buildState, canBuild } from "./build-state.mjs";

const clientDir = process.env.CLIENT_DIST_DIR;
const steps = [
  ["client", "build:client", clientDir ? path.join(path.relative(ROOT, path.resolve(clientDir)), "index.html") : undefined],
  ["server", "build:server", undefined],
];

for (const [name, script, output] of steps) {
  // A client served from CLIENT_DIST_DIR is that folder's business (another build made it).
  if (name === "client" && clientDir) continue;
  const state = buildState(name, output);
  if (state === "fresh") continue;
  if (!canBuild()) {
    if (state === "missing") {
      console.error(
        `${BUILDS[name].output} is missing and the build tools are not installed (a production install). Run \`npm run build\` where the devDependencies are installed, then copy dist/ here.`,
      );
      process.exit(1);
    }
    console.warn(`${BUILDS[name].output} is older than its sources, but the build tools are not installed; serving it as it is.`);
    continue;
  }
  console.log(`${name} build ${state}: npm run ${script}`);
  const result = spawnSync("npm", ["run", "--silent", script], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
await import(pathToFileURL(path.join(ROOT, "dist/server/index.js")).href);
