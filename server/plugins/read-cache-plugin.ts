import fp from "fastify-plugin";
import { startReadCache } from "./read-cache";

/**
 * Decorates `readCache`: sessions and appraisal lists from memory while the database's change
 * feed is subscribed (decision 0014). A request that may have written answers only once this
 * server's caches have seen its writes' notifications, so the next request here never reads what
 * it changed.
 */
export const readCachePlugin = fp(
  async (app) => {
    const readCache = await startReadCache({ handle: app.database, enabled: app.config.READ_CACHE, log: app.log });
    app.decorate("readCache", readCache);
    app.addHook("onClose", () => readCache.close());
    app.addHook("onSend", async (request) => {
      if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") await readCache.settle();
    });
  },
  { name: "read-cache", dependencies: ["database"] },
);
