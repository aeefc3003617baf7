import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors";
import { isDatabaseUnavailable } from "../db/database-errors";
import { malformedMultipart } from "./multipart-errors";

const GENERIC_500 = "Something went wrong on our side. Please try again.";

/** One place that turns every thrown error into the JSON error body; no stack reaches a client. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Routes whose spec reads {error} (registration) get the same text there too.
    const withErrorField = (body: Record<string, unknown>) =>
      request.routeOptions.config?.errorField ? { error: body.message, ...body } : body;

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, "").replace(/\//g, ".") || undefined;
      const message = issue?.message ?? "Invalid input";
      return reply.status(400).send(withErrorField({ message, code: "BAD_REQUEST", field }));
    }
    const appError = error instanceof AppError ? error : malformedMultipart(error, request);
    if (appError) {
      // A busy or rate-limited answer says when to come back (the body's retryAfter, in seconds).
      if (typeof appError.body.retryAfter === "number") reply.header("Retry-After", String(appError.body.retryAfter));
      return reply.status(appError.statusCode).send(withErrorField({ message: appError.message, code: appError.code, ...appError.body }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send({ message: GENERIC_500, code: "INTERNAL" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit) carry safe messages.
      return reply.status(status).send(withErrorField({ message: clientMessage(error), code: error.code }));
    }
    if (isDatabaseUnavailable(error)) {
      // A dropped or unreachable database: the request may be retried; the pool reconnects.
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("Retry-After", "5")
        .send({ message: "The service is briefly unavailable. Please try again in a moment.", code: "UNAVAILABLE" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: GENERIC_500, code: "INTERNAL" });
  });
});

function clientMessage(error: FastifyError): string {
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return "The request is too large.";
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY")
    return "The request body is not valid JSON.";
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return "This content type is not accepted here.";
  return error.message;
}
