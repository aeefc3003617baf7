import { buildApp } from "./app";
import { loadConfig } from "./config";

// Listen and close gracefully; everything else is in buildApp.
const config = loadConfig();
const app = await buildApp({ config, client: config.isProduction ? "production" : "development", runJobs: true });

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests, closing the database");
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  });
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
