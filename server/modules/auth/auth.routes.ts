import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AccountMessageSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UserSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from "../../../contracts/auth";
import { OkResponseSchema } from "../../../contracts/responses";
import { AppError } from "../../errors";
import { clearSessionCookie, currentUser, setSessionCookie } from "../../plugins/auth";
import { presentUser } from "../users/user.presenter";
import {
  RESET_REQUESTED,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  sendVerificationEmail,
  verifyEmail,
} from "./account.service";
import { authenticate, registerUser } from "./auth.service";
import { readTrustedDevice, setDeviceCookie } from "./device-cookie";
import { createSession, deleteSession } from "./session.service";
import {
  accountThrottleKey,
  clearSignInFailures,
  deviceThrottleKey,
  getLockSeconds,
  recordSignInFailure,
} from "./sign-in-throttle.service";

/** Accounts: register, sign in, sign out, who am I, verify, reset (issues 2 and 13; decisions 4, 5, 7, 8, 31). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const authRateLimit = { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS };
  const mail = { config, email: app.email, log: app.log };

  // Starting a session always replaces the one the browser had (rotation at sign-in).
  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
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
      const user = await registerUser({ db: app.db, input: request.body });
      await startSession(request, reply, user.id);
      // The account works at once; the link only proves the address (decision 31).
      await sendVerificationEmail({ db: app.db, mail: { ...mail, log: request.log }, user });
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  app.post(
    "/api/login",
    {
      config: {
        rateLimit: {
          ...authRateLimit,
          // Read after the body is parsed: a browser that signed in to this account before is
          // limited by its own device counter below, not by the address it shares with others.
          hook: "preHandler",
          allowList: (request: FastifyRequest) => {
            const email = (request.body as { email?: unknown } | undefined)?.email;
            return typeof email === "string" && readTrustedDevice(request, email) !== null;
          },
        },
      },
      schema: { body: LoginSchema, response: { 200: UserSchema } },
    },
    async (request, reply) => {
      const { email } = request.body;
      const deviceId = readTrustedDevice(request, email);
      // Failures count against the account, whatever the address; from a trusted browser, against that browser only.
      const key = deviceId ? deviceThrottleKey(deviceId) : accountThrottleKey(email);
      await withRetryAfter(reply, async () => {
        const wait = await getLockSeconds({ db: app.db, key });
        if (wait) throw tooManySignIns(wait);
      });
      let user;
      try {
        user = await authenticate({ db: app.db, input: request.body });
      } catch (error) {
        if (error instanceof AppError && error.code === "UNAUTHORIZED") {
          const lock = await recordSignInFailure({ db: app.db, key });
          if (lock) {
            reply.header("Retry-After", String(lock));
            throw tooManySignIns(lock);
          }
        }
        throw error;
      }
      await clearSignInFailures({ db: app.db, key });
      await startSession(request, reply, user.id);
      setDeviceCookie(request, reply, email, deviceId);
      return presentUser(user);
    },
  );

  app.post("/api/logout", { schema: { response: { 200: OkResponseSchema } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession({ db: app.db, token: request.sessionToken });
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  for (const url of ["/api/user", "/api/auth/user"]) {
    app.get(url, { schema: { response: { 200: UserSchema } } }, async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return presentUser(currentUser(request));
    });
  }

  // Call-to-action buttons navigate here to sign in (decision 5).
  app.get("/api/login", async (_request, reply) => reply.redirect("/auth", 302));

  // The page the e-mailed link opens posts the token here; no session needed (another browser works too).
  app.post(
    "/api/auth/verify-email",
    {
      config: { rateLimit: authRateLimit },
      schema: { body: VerifyEmailSchema, response: { 200: VerifyEmailResponseSchema } },
    },
    async (request) => {
      const user = await verifyEmail({ db: app.db, token: request.body.token, adminEmails: config.adminEmails });
      return { ok: true as const, message: `Thank you: ${user.email} is verified.`, user: presentUser(user) };
    },
  );

  app.post(
    "/api/auth/resend-verification",
    { config: { rateLimit: authRateLimit }, schema: { response: { 200: AccountMessageSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      await withRetryAfter(reply, () => resendVerificationEmail({ db: app.db, mail: { ...mail, log: request.log }, user }));
      return { ok: true as const, message: `We sent a new link to ${user.email}.` };
    },
  );

  app.post(
    "/api/auth/forgot-password",
    { config: { rateLimit: authRateLimit }, schema: { body: ForgotPasswordSchema, response: { 200: AccountMessageSchema } } },
    async (request) => {
      // Not awaited: how long the answer takes must not tell whether the account exists.
      void requestPasswordReset({ db: app.db, mail: { ...mail, log: request.log }, email: request.body.email }).catch((err) =>
        request.log.error({ err }, "password reset request failed"),
      );
      return { ok: true as const, message: RESET_REQUESTED };
    },
  );

  app.post(
    "/api/auth/reset-password",
    { config: { rateLimit: authRateLimit }, schema: { body: ResetPasswordSchema, response: { 200: AccountMessageSchema } } },
    async (request, reply) => {
      await resetPassword({ db: app.db, mail: { ...mail, log: request.log }, token: request.body.token, password: request.body.password });
      // Every session of the account is gone, this browser's included.
      clearSessionCookie(reply);
      return { ok: true as const, message: "Your password has been reset. Please sign in with your new password." };
    },
  );
}

function tooManySignIns(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    "RATE_LIMITED",
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or reset your password.`,
    { retryAfter: seconds },
  );
}

/** Runs the step and copies a rate-limit error's retryAfter into the Retry-After header. */
async function withRetryAfter<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError && typeof error.body.retryAfter === "number") reply.header("Retry-After", String(error.body.retryAfter));
    throw error;
  }
}
