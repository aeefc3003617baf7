import { useState } from "react";
import { Loader2, Trash2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { AppraisalStatus } from "@contracts/appraisals";
import { DeleteRefusedError, useDeleteAppraisal } from "../api/delete-appraisal";

/** What happens to the credit (decision 36): never-completed appraisals give it back. */
export function describeCredit(status: AppraisalStatus): string {
  if (status === "completed") return "The credit it used is not refunded, because the appraisal was completed.";
  if (status === "failed") return "Its credit was already refunded when the appraisal could not be completed.";
  return "It was never completed, so the 1 credit it used will be refunded to your balance.";
}

/** The trash icon and its confirmation (core spec sections 2, 4 and 8). */
export function DeleteAppraisalDialog({ appraisalId, title, status }: { appraisalId: string; title: string; status: AppraisalStatus }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const deletion = useDeleteAppraisal();

  function handleDelete() {
    setHasFailed(false);
    deletion.mutate(appraisalId, {
      onSuccess: ({ refunded }) => {
        toast({ title: "Appraisal deleted", description: refunded ? "1 credit has been refunded to your balance." : undefined });
        setIsOpen(false);
      },
      onError: (error) => {
        // A refusal (already gone, not yours) shows no message (spec section 8); the refreshed lists
        // show the truth. A server failure keeps the dialog open with the error, so the user can retry.
        if (error instanceof DeleteRefusedError && error.status < 500) {
          setIsOpen(false);
          return;
        }
        toast({ variant: "destructive", title: "Error", description: "Failed to delete the appraisal." });
        // Said inside the dialog too: while it is open, the page behind it (and its toasts) is hidden from screen readers.
        setHasFailed(true);
      },
    });
  }

  return (
    <AlertDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (deletion.isPending) return;
        setIsOpen(open);
        setHasFailed(false);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Delete appraisal"
          className="text-muted-foreground hover:bg-destructive/15 hover:text-foreground"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Appraisal</AlertDialogTitle>
          <AlertDialogDescription>
            “{title}” and its photos, documents and report will be deleted for good. This cannot be undone. {describeCredit(status)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {hasFailed ? (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
            Failed to delete the appraisal. Nothing was deleted; please try again.
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={handleDelete} disabled={deletion.isPending}>
            {deletion.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
