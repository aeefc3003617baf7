import { useMutation } from "@tanstack/react-query";
import { EmailSentResponseSchema } from "@contracts/responses";
import { fetchJson } from "@/lib/api-client";
import { toFormData, type ComposedUpload } from "./composed-upload";

/** POST /api/ar-previews/email: the picture attached, to the address typed (signed-in users). */
export function emailArPreview({ upload, recipientEmail }: { upload: ComposedUpload; recipientEmail: string }) {
  return fetchJson(EmailSentResponseSchema, "POST", "/api/ar-previews/email", toFormData(upload, { recipientEmail }));
}
export const useEmailArPreview = () => useMutation({ mutationFn: emailArPreview });
