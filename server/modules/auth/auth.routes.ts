import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LoginSchema, RegisterResponseSchema, RegisterSchema, UserSchema } from "../../../contracts/auth";
import { clearSessionCookie, currentUser, setSessionCookie } from "../../plugins/auth";
import { presentUser } from "../users/user.presenter";
import { authenticate, registerUser } from "./auth.service";
import { createSession, deleteSession } from "./session.service";

/** Accounts: register, sign in, sign out, who am I (issue 2, decisions 4, 5, 7, 8). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const authRateLimit = { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS };

  // Starting a session always replaces the one the browser had (rotation at sign-in).
  const startSession = async (request: Parameters<typeof setSessionCookie>[0], reply: Parameters<typeof setSessionCookie>[1], userId: string) => {
    if (request.sessionToken) await deleteSession({ db: app.db, token: request.sessionToken });
    const session = await createSession({ db: app.db, userId, ttlDays: config.SESSION_TTL_DAYS });
    setSessionCookie(request, reply, session.token, session.expiresAt);
  };

  app.post(
    "/api/register",
    {
      config: { errorField: true, rateLimit: authRateLimit },
      schema: { body: RegisterSchema, response: { 201: RegisterResponseSchema } },
    },
    async (request, reply) => {
      const user = await registerUser({ db: app.db, input: request.body, adminEmails: config.adminEmails });
      await startSession(request, reply, user.id);
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  app.post(
    "/api/login",
    { config: { rateLimit: authRateLimit }, schema: { body: LoginSchema, response: { 200: UserSchema } } },
    async (request, reply) => {
      const user = await authenticate({ db: app.db, input: request.body });
      await startSession(request, reply, user.id);
      return presentUser(user);
    },
  );

  app.post("/api/logout", { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession({ db: app.db, token: request.sessionToken });
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  for (const url of ["/api/user", "/api/auth/user"]) {
    app.get(url, { schema: { response: { 200: UserSchema } } }, async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return presentUser(currentUser(request));
    });
  }

  // Call-to-action buttons navigate here to sign in (decision 5).
  app.get("/api/login", async (_request, reply) => reply.redirect("/auth", 302));
}
