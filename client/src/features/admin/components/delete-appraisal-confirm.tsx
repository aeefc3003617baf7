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

/** The spec's delete confirmation (secondary spec section 5). */
export const DELETE_CONFIRMATION = "Are you sure you want to delete this appraisal? This action cannot be undone.";

interface DeleteAppraisalConfirmProps {
  appraisal: AdminAppraisal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: AppraisalActions;
  onDeleted?: () => void;
}

export function DeleteAppraisalConfirm({ appraisal, open, onOpenChange, actions, onDeleted }: DeleteAppraisalConfirmProps) {
  async function handleDelete() {
    if (await actions.deleteAppraisal()) {
      onOpenChange(false);
      onDeleted?.();
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !actions.isDeleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{getAppraisalTitle(appraisal.artworkTitle)}”?</AlertDialogTitle>
          <AlertDialogDescription>
            {DELETE_CONFIRMATION}
            {/* Decision 36: the server refunds a never-completed appraisal's credit to its owner. */}
            {appraisal.status !== "completed" && appraisal.status !== "failed"
              ? " It was never completed, so the client gets its credit back."
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={actions.isDeleting}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void handleDelete()} disabled={actions.isDeleting}>
            {actions.isDeleting && <Loader2 className="animate-spin" aria-hidden="true" />}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
