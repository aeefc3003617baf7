import { Loader2 } from "lucide-react";
import { getAppraisalTitle } from "@contracts/appraisals";
import type { AdminAppraisal } from "@contracts/admin";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { AppraisalActions } from "./use-appraisal-actions";

interface ResendReportConfirmProps {
  appraisal: AdminAppraisal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: AppraisalActions;
}

/** Sending a report the client already received asks first; the server records the confirmation (issue 13). */
export function ResendReportConfirm({ appraisal, open, onOpenChange, actions }: ResendReportConfirmProps) {
  async function handleSend() {
    if (await actions.sendToClient({ resend: true })) onOpenChange(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !actions.isSending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Send “{getAppraisalTitle(appraisal.artworkTitle)}” again?</AlertDialogTitle>
          <AlertDialogDescription>
            This report was already sent to {appraisal.userEmail}. The client will receive the same e-mail a second time.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={actions.isSending}>Cancel</AlertDialogCancel>
          <Button onClick={() => void handleSend()} disabled={actions.isSending}>
            {actions.isSending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Send again
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
