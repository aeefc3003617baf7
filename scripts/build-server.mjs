// `npm run build:server`: the server compiled to JavaScript in dist/server (decision 33), so
// production runs on node alone, with production dependencies only. esbuild bundles our own
// TypeScript (server/, contracts/, engine/) into one module per entry point and leaves every
// package as an import, resolved from node_modules at run time.
import { cpSync, realpathSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { ROOT } from "./build-state.mjs";

/**
 * The server's entry points: the server, the analysis thread and every command `npm run` offers,
 * so each runs on a production install (scripts/build-server.unit.test.ts checks that they import no devDependency).
 */
export const SERVER_ENTRY_POINTS = {
  index: "server/index.ts",
  "migrate-cli": "server/db/migrate-cli.ts",
  seed: "server/db/seed.ts",
  "grant-admin-cli": "server/modules/auth/grant-admin-cli.ts",
  "revoke-admin-cli": "server/modules/auth/revoke-admin-cli.ts",
  "import-comparables-cli": "server/modules/comparables/import-comparables-cli.ts",
  // The analysis pool's thread (decision 0034): the pool's own module, which serves analyses when
  // started as its thread, by file name from beside the bundle; under tsx, analysis-thread.mjs
  // loads the source instead.
  "analysis-worker": "server/analysis-pool/analysis-pool.ts",
};

/** esbuild's options for the server build into `outdir`. */
export function serverBuildOptions(outdir) {
  return {
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRY_POINTS,
    outdir,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: true,
    // Stack traces name the TypeScript files.
    sourcesContent: false,
    logLevel: "warning",
  };
}

// Run as a script (not when the test imports the options).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.join(ROOT, "dist/server");
  const started = Date.now();
  rmSync(out, { recursive: true, force: true });
  await build(serverBuildOptions(out));
  // The migrations are read at run time, beside the module that applies them (server/db/migrate.ts).
  cpSync(path.join(ROOT, "server/db/migrations"), path.join(out, "migrations"), { recursive: true });
  // The embedded database's thread is started by file name, beside the module that starts it
  // (server/db/pglite-worker.ts).
  cpSync(path.join(ROOT, "server/db/pglite-thread.mjs"), path.join(out, "pglite-thread.mjs"));
  console.log(`server built into dist/server in ${Date.now() - started} ms`);
}
