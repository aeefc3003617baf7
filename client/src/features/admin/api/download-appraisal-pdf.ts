import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const getPdfFileName = (appraisalId: string) => `appraisal-${appraisalId}.pdf`;

/** GET /api/admin/appraisals/{id}/pdf as a blob, saved as appraisal-{id}.pdf. */
export async function downloadAppraisalPdf(appraisalId: string): Promise<void> {
  const response = await apiRequest("GET", `/api/admin/appraisals/${encodeURIComponent(appraisalId)}/pdf`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = getPdfFileName(appraisalId);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadAppraisalPdf() {
  return useMutation({ mutationFn: downloadAppraisalPdf });
}
