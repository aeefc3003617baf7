import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/** When the server names the field it refused ({field, message}), show the message beside it. */
export function applyServerFieldError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  try {
    const body = JSON.parse(error.bodyText) as { field?: unknown; message?: unknown; error?: unknown };
    const field = fields.find((name) => name === body.field);
    const message = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : undefined;
    if (field && message) setError(field, { type: "server", message });
  } catch {
    // Not JSON: the mutation's toast already told the user.
  }
}
