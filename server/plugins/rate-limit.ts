import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { createDatabaseRateLimitStore } from "./rate-limit-store";

/**
 * Rate limits shared by every server (decision 33): counted in Redis when REDIS_URL is set,
 * otherwise in the database. Routes opt in with `config.rateLimit`.
 */
export const rateLimitPlugin = fp(async (app) => {
  const redisUrl = app.config.REDIS_URL;
  if (redisUrl) {
    const redis = new Redis(redisUrl, {
      // A request never waits long for Redis: a few quick attempts, then the limit is skipped.
      connectTimeout: 5_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    redis.on("error", (err) => app.log.warn({ err }, "redis (rate limits) connection error"));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: app.config.REDIS_KEY_PREFIX,
      // An unreachable Redis must not take the site down; the per-account sign-in throttle in
      // the database still holds.
      skipOnError: true,
    });
    return;
  }
  await app.register(rateLimit, { global: false, store: createDatabaseRateLimitStore(app.db) });
});
