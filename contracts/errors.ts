import { z } from "zod";

/** Stable error codes the API answers with, and their HTTP statuses; the client may branch on them. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/**
 * Every error body: {message, code}, with the field a validation error names (and a few spec
 * extras). The code is one of ERROR_CODES, or a framework code for a malformed request.
 */
export const ApiErrorBodySchema = z.looseObject({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
