import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toFormData, type ComposedUpload } from "./composed-upload";

/** POST /api/ar-previews/pdf: a PDF of the composed picture with its title and dimensions. */
export async function exportArPreviewPdf(upload: ComposedUpload): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest("POST", "/api/ar-previews/pdf", toFormData(upload));
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "ar-preview.pdf";
  return { blob: await response.blob(), fileName };
}
export const useExportArPreviewPdf = () => useMutation({ mutationFn: exportArPreviewPdf });
