import type { FastifyRequest } from "fastify";
import { badRequest, type AppError } from "../errors";

// The multipart parser (busboy) throws plain Errors, told apart only by their text. Each one is
// the client's malformed body, so it gets a 400 naming the problem rather than the 500 an
// unknown error gets (issue 33).
const PROBLEMS: [RegExp, string][] = [
  [
    /Boundary not found|Boundary required/i,
    "The upload's Content-Type names no usable multipart boundary: send multipart/form-data with its boundary.",
  ],
  [
    /Unexpected end of multipart data|terminated early/i,
    "The upload ended before its closing multipart boundary (it was cut off or its boundary does not match). Please send it again.",
  ],
];

/** The 400 for a malformed multipart body, or undefined when the error is something else. */
export function malformedMultipart(error: { message?: string }, request: FastifyRequest): AppError | undefined {
  if (
    !String(request.headers["content-type"] ?? "")
      .toLowerCase()
      .startsWith("multipart/")
  )
    return undefined;
  const problem = PROBLEMS.find(([pattern]) => pattern.test(error.message ?? ""));
  return problem ? badRequest(problem[1]) : undefined;
}
