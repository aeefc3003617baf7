import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import cookie from "@fastify/cookie";
import type { UserRow } from "../db/schema";
import { forbidden, unauthorized } from "../errors";
import { SESSION_COOKIE, findUserBySessionToken } from "../modules/auth/session.service";
import { SIGNED_IN_HINT_COOKIE } from "../../contracts/cookies";

/** Reads the session cookie on API requests and exposes the signed-in user as request.user. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie, { secret: app.config.sessionSecret });
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = readSessionToken(request);
    if (!token) return;
    request.sessionToken = token;
    request.user = await findUserBySessionToken({ db: app.db, token, cache: app.readCache.sessions });
  });

  // A signed-in answer is this person's alone: no shared cache keeps it and the browser does not
  // store it either (issue 33), errors included. A route that chose its own policy (a private,
  // immutable picture) keeps it. Sign-in and registration answers set the session cookie.
  app.addHook("onSend", async (request, reply) => {
    if (!request.url.startsWith("/api/") || reply.hasHeader("cache-control")) return;
    if (request.user || reply.hasHeader("set-cookie")) reply.header("Cache-Control", "private, no-store");
  });
});

function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/**
 * Cookies are Secure when this request came over https or the site is public over https: behind
 * a TLS-terminating proxy without TRUST_PROXY the request looks like http, yet browsers reach
 * the site by PUBLIC_URL (issue 13).
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === "https" || request.server.config.PUBLIC_URL.startsWith("https:");
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  const options = { path: "/", sameSite: "lax" as const, secure: isSecureRequest(request), expires: expiresAt };
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true, signed: true });
  // A readable hint with no secret in it: the page skips the user lookup (and its 401) for
  // visitors who have never signed in. The server decides from the session cookie alone.
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: "/" });
}

/** The signed-in user, or a 401. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in admin, or 401 for visitors and 403 for everyone else (decision 7). */
export function currentAdmin(request: FastifyRequest): UserRow {
  const user = currentUser(request);
  if (user.role !== "admin") throw forbidden("This area is for administrators only.");
  return user;
}

/** preHandler hooks for whole route scopes. */
export const requireAdmin = async (request: FastifyRequest) => void currentAdmin(request);
