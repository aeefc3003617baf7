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
import { DeleteRefusedError, useDeleteAppraisal } from "../api/delete-appraisal";

/** The trash icon and its confirmation (core spec sections 2, 4 and 8). */
export function DeleteAppraisalDialog({ appraisalId, title }: { appraisalId: string; title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const deletion = useDeleteAppraisal();

  function handleDelete() {
    deletion.mutate(appraisalId, {
      onSuccess: () => {
        toast({ title: "Appraisal deleted" });
        setIsOpen(false);
      },
      onError: (error) => {
        // A refused delete shows no message (spec section 8); the refreshed lists show the truth.
        if (error instanceof DeleteRefusedError) {
          setIsOpen(false);
          return;
        }
        toast({ variant: "destructive", title: "Error", description: "Failed to delete the appraisal." });
      },
    });
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !deletion.isPending && setIsOpen(open)}>
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
            “{title}” and its photos, documents and report will be deleted for good. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
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
