import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/** When the server names the field it refused ({field, message}), show the message beside it. */
export function applyServerFieldError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  // A body that is not JSON names no field: the mutation's toast already told the user.
  const field = fields.find((name) => name === error.body.field);
  const message = error.serverMessage;
  if (field && message) setError(field, { type: "server", message });
}
