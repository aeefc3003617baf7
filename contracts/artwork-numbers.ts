import type { z } from "zod";
import { findDimensionProblem, findYearProblem } from "./parse-submission";

/**
 * Numeric sanity of the submission's free-text numbers (issue 11): a negative, absurd or
 * unreadable dimension and a year in the future are refused with a message naming the field,
 * on the client beside the field and on the server as a 400, never valued.
 */
type OptionalText = z.ZodType<string | undefined, string | undefined>;

export function checkDimension<T extends OptionalText>(schema: T, label: string) {
  return schema.superRefine((value, ctx) => {
    const problem = findDimensionProblem(value, label);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

export function checkYear<T extends OptionalText>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = findYearProblem(value, new Date().getUTCFullYear());
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}
