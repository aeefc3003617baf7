// `npm run db:migrate | db:seed | admin:grant | admin:revoke`: the compiled command (dist/server/<name>.js),
// rebuilt first when the server build is missing or stale and the build tools are installed.
// Works on a pruned production install, where tsx is gone.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, buildState, canBuild } from "./build-state.mjs";

const [name, ...args] = process.argv.slice(2);
const state = buildState("server");
if (state !== "fresh" && canBuild()) {
  const result = spawnSync("npm", ["run", "--silent", "build:server"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (state === "missing") {
  console.error("dist/server is missing and the build tools are not installed: run `npm run build` first.");
  process.exit(1);
}
process.argv = [process.argv[0], path.join(ROOT, `dist/server/${name}.js`), ...args];
await import(pathToFileURL(path.join(ROOT, `dist/server/${name}.js`)).href);
