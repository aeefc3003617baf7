// The analysis thread's entry under tsx (development, tests, `npm run serve:source`). A worker is
// started by Node itself, outside tsx's and Vitest's transforms, so this plain module asks tsx to
// load the TypeScript pool module, which serves analyses when it runs as a thread. The compiled
// build starts dist/server/analysis-worker.js instead (scripts/build-server.mjs), which needs no
// tsx: production installs do not have it.
import { tsImport } from "tsx/esm/api";

await tsImport("./analysis-pool.ts", import.meta.url);
