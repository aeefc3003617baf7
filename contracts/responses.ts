import { z } from "zod";

/** The answer of a route that only confirms (a delete, a sign-out). */
export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** The answer of every "e-mail this" route (a report, an AR preview): the address it went to. */
export const EmailSentResponseSchema = OkResponseSchema.extend({ recipientEmail: z.string() });
export type EmailSentResponse = z.infer<typeof EmailSentResponseSchema>;
