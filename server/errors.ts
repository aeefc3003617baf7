import { ERROR_STATUS, type ErrorCode } from "../contracts/errors";

export type { ErrorCode };

/** The one error type services throw; the error handler turns it into {message, code}. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields the spec names in an error body, e.g. {error} for registration. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) => new AppError("BAD_REQUEST", message, body);
export const unauthorized = (message = "You need to sign in first.") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "You do not have permission to do that.") => new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found.") => new AppError("NOT_FOUND", message);
export const conflict = (message: string, body?: Record<string, unknown>) => new AppError("CONFLICT", message, body);
export const insufficientCredits = (message = "You need at least 1 credit to submit an appraisal. Please purchase credits to continue.") =>
  new AppError("PAYMENT_REQUIRED", message);
