import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { createDatabaseRateLimitStore } from "./rate-limit-store";
import { AppError } from "../errors";

/**
 * Rate limits shared by every server (decision 33): counted in Redis when REDIS_URL is set,
 * otherwise in the database. Routes opt in with `config.rateLimit`; a signed-in request counts
 * against its account as well as its address (issue 51).
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
  } else {
    await app.register(rateLimit, { global: false, store: createDatabaseRateLimitStore(app.db) });
  }
  limitAccountsToo(app);
});

/**
 * The plugin keys a route's limit by address, and runs one limit per request. An account that
 * sends from many addresses (a botnet, a phone switching networks, 70 proxies) would never meet
 * it, so every limited route that keys by address gets the same limit again keyed by the
 * signed-in account, counted in the same store. Routes that already key by account (the e-mail
 * routes) keep their one count; a visitor has no account and meets the address limit only.
 */
function limitAccountsToo(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const limit = route.config?.rateLimit;
    if (!limit || typeof limit !== "object" || (limit as RateLimitOptions).keyGenerator) return;
    const scope = `${[route.method].flat().join(",")} ${route.url}`;
    const check = app.createRateLimit({
      ...(limit as RateLimitOptions),
      keyGenerator: (request: FastifyRequest) => `account:${scope}:${request.user?.id}`,
      allowList: (request: FastifyRequest) => !request.user,
    });
    const perAccount: onRequestHookHandler = async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError("RATE_LIMITED", `Rate limit exceeded, retry in ${result.ttlInSeconds} seconds`, {
          retryAfter: result.ttlInSeconds,
        });
      }
    };
    // Route-level onRequest hooks run after the app's own, so the session (request.user) is read.
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), perAccount];
  });
}
