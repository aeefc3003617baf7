import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isSecureRequest } from "../../plugins/auth";
import { hashEmail } from "./sign-in-throttle.service";

/**
 * A browser that has signed in to an account before carries a signed "device" cookie naming
 * that account (OWASP's device cookies). Its sign-ins are counted and locked on their own, so
 * someone guessing from elsewhere, or from the same network, cannot lock the owner out.
 */
export const DEVICE_COOKIE = "did";
const DEVICE_COOKIE_DAYS = 365;
// Only the sign-in call needs it; no other request carries it.
const DEVICE_COOKIE_PATH = "/api/login";

/** The device id when the request carries a valid device cookie for this e-mail, else null. */
export function readTrustedDevice(request: FastifyRequest, email: string): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [accountHash, deviceId] = unsigned.value.split(".");
  return accountHash === hashEmail(email) && deviceId ? deviceId : null;
}

/** Marks this browser as one the account signed in from (keeps its id when it had one). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, email: string, deviceId: string | null) {
  const id = deviceId ?? randomBytes(16).toString("base64url");
  reply.setCookie(DEVICE_COOKIE, `${hashEmail(email)}.${id}`, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request),
    signed: true,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
