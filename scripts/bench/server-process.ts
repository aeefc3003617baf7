// A bare API server (no client build needed) for benchmarks that measure the server process alone.
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";

const config = loadConfig();
const app = await buildApp({ config, client: "none", runJobs: true, logger: false });
await app.listen({ port: config.PORT, host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
process.send?.("ready");
