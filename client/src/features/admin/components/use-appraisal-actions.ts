import { SEND_BLOCKED_NOT_COMPLETED, SEND_BLOCKED_UNPAID, type AdminAppraisal, type AdminAppraisalUpdate } from "@contracts/admin";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useDeleteAdminAppraisal } from "../api/delete-admin-appraisal";
import { useDownloadAppraisalPdf } from "../api/download-appraisal-pdf";
import { useSendAppraisalEmail } from "../api/send-appraisal-email";
import { useUpdateAdminAppraisal } from "../api/update-admin-appraisal";

/** The server's own words for a refused action (a 409's message), never a raw 5xx body. */
export function getServerMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return error.serverMessage;
}

export const canMarkComplete = (appraisal: AdminAppraisal) =>
  appraisal.isPaid && appraisal.status !== "completed" && appraisal.status !== "failed";

/** The admin's actions on one appraisal with the spec's toasts (secondary spec sections 5 and 8). */
export function useAppraisalActions(appraisal: AdminAppraisal) {
  const update = useUpdateAdminAppraisal();
  const send = useSendAppraisalEmail();
  const pdf = useDownloadAppraisalPdf();
  const deletion = useDeleteAdminAppraisal();
  const appraisalId = appraisal.id;

  /** Saves an edit or a status change; resolves true when saved. */
  async function saveUpdate(changes: AdminAppraisalUpdate): Promise<boolean> {
    try {
      await update.mutateAsync({ appraisalId, update: changes });
      toast({ title: "Appraisal updated", description: "The appraisal status has been updated successfully." });
      return true;
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error updating appraisal",
        description: getServerMessage(error) ?? "The changes could not be saved. Please try again.",
      });
      return false;
    }
  }

  function markComplete() {
    if (!canMarkComplete(appraisal)) return;
    void saveUpdate({ status: "completed" });
  }

  /** Sends the report; a report already sent goes again only with `resend` (after the confirmation dialog). Resolves true when sent. */
  async function sendToClient({ resend = false }: { resend?: boolean } = {}): Promise<boolean> {
    // Checked here first so the admin hears why at once; the server enforces the same rules.
    const blocked = !appraisal.isPaid ? SEND_BLOCKED_UNPAID : appraisal.status !== "completed" ? SEND_BLOCKED_NOT_COMPLETED : null;
    if (blocked) {
      toast({ variant: "destructive", title: "Cannot send appraisal", description: blocked });
      return false;
    }
    try {
      await send.mutateAsync({ appraisalId, resend });
      toast({ title: "Email sent", description: "The appraisal report has been sent to the client." });
      return true;
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error sending email",
        description: getServerMessage(error) ?? "The e-mail could not be sent. Please try again.",
      });
      return false;
    }
  }

  function downloadPdf() {
    pdf.mutate(appraisalId, {
      onSuccess: () => toast({ title: "PDF downloaded" }),
      onError: () =>
        toast({ variant: "destructive", title: "Error downloading PDF", description: "There was an error generating the PDF report." }),
    });
  }

  /** Deletes after the confirmation; resolves true when deleted. */
  async function deleteAppraisal(): Promise<boolean> {
    try {
      await deletion.mutateAsync(appraisalId);
      toast({ title: "Appraisal deleted" });
      return true;
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error deleting appraisal",
        description: getServerMessage(error) ?? "The appraisal could not be deleted. Please try again.",
      });
      return false;
    }
  }

  return {
    saveUpdate,
    markComplete,
    sendToClient,
    downloadPdf,
    deleteAppraisal,
    isUpdating: update.isPending,
    isSending: send.isPending,
    isDownloading: pdf.isPending,
    isDeleting: deletion.isPending,
  };
}

export type AppraisalActions = ReturnType<typeof useAppraisalActions>;
