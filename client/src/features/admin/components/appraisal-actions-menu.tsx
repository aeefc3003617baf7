import { Link } from "wouter";
import { CheckCircle2, Download, Eye, Loader2, MoreHorizontal, Pencil, Send, Trash2 } from "lucide-react";
import { getAppraisalTitle } from "@contracts/appraisals";
import type { AdminAppraisal } from "@contracts/admin";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useOpenRowDialog } from "./row-dialogs";
import { canMarkComplete, useAppraisalActions } from "./use-appraisal-actions";

/** View, and a menu of the per-appraisal actions (secondary spec section 2) for a list row. */
export function AppraisalActionsMenu({
  appraisal,
  isCompact = false,
}: {
  appraisal: AdminAppraisal;
  /** An icon-only View button, for the table. */ isCompact?: boolean;
}) {
  const actions = useAppraisalActions(appraisal);
  // The dialogs live above the list (row-dialogs.tsx), so resizing across 1024 px keeps them open.
  const openDialog = useOpenRowDialog();
  const title = getAppraisalTitle(appraisal.artworkTitle);
  const isBusy = actions.isUpdating || actions.isSending || actions.isDownloading || actions.isDeleting;

  return (
    <div className="flex items-center gap-1">
      <Button asChild variant="outline" size={isCompact ? "icon" : "sm"} className={isCompact ? "size-9" : undefined}>
        <Link href={`/admin/appraisals/${appraisal.id}`} aria-label={`View ${title}`} title="View">
          <Eye aria-hidden="true" />
          {!isCompact && "View"}
        </Link>
      </Button>
      {/* Not modal: a dialog opened from the menu must get the focus and pointer back. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${title}`} aria-busy={isBusy}>
            {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MoreHorizontal aria-hidden="true" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          <DropdownMenuItem onSelect={() => openDialog(appraisal, "edit")}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!canMarkComplete(appraisal)} onSelect={actions.markComplete}>
            <CheckCircle2 aria-hidden="true" />
            Mark Complete
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => (appraisal.emailSent ? openDialog(appraisal, "resend") : void actions.sendToClient())}>
            <Send aria-hidden="true" />
            Send to Client
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={actions.downloadPdf}>
            <Download aria-hidden="true" />
            Download PDF
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => openDialog(appraisal, "delete")}
            className="text-red-300 focus:bg-destructive/20 focus:text-red-200"
          >
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
