// The analysis thread's entry under tsx (development, tests, `npm run serve:source`). A worker is
// started by Node itself, outside tsx's and Vitest's transforms, so this plain module asks tsx to
// load the TypeScript worker. The compiled build starts dist/server/analysis-worker.js instead
// (scripts/build-server.mjs), which needs no tsx: production installs do not have it.
import { tsImport } from "tsx/esm/api";

await tsImport("./analysis-worker.ts", import.meta.url);
