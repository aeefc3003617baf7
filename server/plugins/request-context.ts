import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import fp from "fastify-plugin";

// An id from the proxy is kept when it looks like one (no log injection, bounded length).
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's x-request-id when sane, otherwise a new UUID. */
export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}

/**
 * Every answer carries x-request-id (the id in every log line of the request), every request's
 * latency is recorded by route for /metrics, and failed or slow requests are logged.
 */
export const requestContextPlugin = fp(async (app) => {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // A body refused for its size is not read to its end: the connection closes after the answer
  // instead of Node draining gigabytes to keep it alive.
  app.addHook("onSend", async (_request, reply) => {
    if (reply.statusCode === 413) reply.header("connection", "close");
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route pattern, not the URL: /api/appraisals/:id is one series, not one per appraisal.
    const route = request.routeOptions.url ?? (reply.statusCode === 404 ? "(unmatched)" : "(none)");
    app.metrics.observeRequest({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    // Without Fastify's line per request (issue 15), failed and slow requests are still logged.
    if (app.config.LOG_REQUESTS) return;
    const status = reply.statusCode;
    if (status >= 500 || reply.elapsedTime >= app.config.SLOW_REQUEST_MS) {
      const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
      if (status >= 500) request.log.error(line, "request failed");
      else request.log.warn(line, "slow request");
    }
  });
});
