import { useState, type ReactNode } from "react";
import { CheckCircle2, Download, Loader2, Pencil, Send, Trash2 } from "lucide-react";
import type { AdminAppraisal } from "@contracts/admin";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminAppraisal } from "../api/get-admin-appraisal";
import { DeleteAppraisalConfirm } from "./delete-appraisal-confirm";
import { ResendReportConfirm } from "./resend-report-confirm";
import { EditAppraisalDialog } from "./edit-appraisal-dialog";
import { canMarkComplete, useAppraisalActions } from "./use-appraisal-actions";

/** The admin's actions for /admin/appraisals/{id}, shown in the shared detail screen's header. */
export function AdminAppraisalToolbar({ appraisalId, onDeleted }: { appraisalId: string; onDeleted: () => void }) {
  const row = useAdminAppraisal(appraisalId);
  if (row.isPending) return <Skeleton className="h-9 w-72" role="status" aria-label="Loading the admin actions" />;
  if (row.isError) return null; // the detail screen itself says the appraisal could not be found
  return <Toolbar appraisal={row.data} onDeleted={onDeleted} />;
}

function Toolbar({ appraisal, onDeleted }: { appraisal: AdminAppraisal; onDeleted: () => void }) {
  const actions = useAppraisalActions(appraisal);
  const [dialog, setDialog] = useState<"edit" | "delete" | "resend" | null>(null);
  const spinnerOr = (isBusy: boolean, icon: ReactNode) => (isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon);

  return (
    <>
      <div role="toolbar" aria-label="Admin actions" className="flex flex-wrap gap-2 sm:max-w-md sm:justify-end">
        <Button size="sm" variant="outline" onClick={() => setDialog("edit")}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={actions.markComplete} disabled={!canMarkComplete(appraisal) || actions.isUpdating}>
          {spinnerOr(actions.isUpdating, <CheckCircle2 aria-hidden="true" />)}
          Mark Complete
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => (appraisal.emailSent ? setDialog("resend") : void actions.sendToClient())}
          disabled={actions.isSending}
        >
          {spinnerOr(actions.isSending, <Send aria-hidden="true" />)}
          Send to Client
        </Button>
        <Button size="sm" variant="outline" onClick={actions.downloadPdf} disabled={actions.isDownloading}>
          {spinnerOr(actions.isDownloading, <Download aria-hidden="true" />)}
          Download PDF
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setDialog("delete")}
          className="text-red-300 hover:bg-destructive/20 hover:text-red-200"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      {dialog === "edit" && (
        <EditAppraisalDialog appraisal={appraisal} open onOpenChange={(open) => !open && setDialog(null)} actions={actions} />
      )}
      {dialog === "resend" && (
        <ResendReportConfirm appraisal={appraisal} open onOpenChange={(open) => !open && setDialog(null)} actions={actions} />
      )}
      {dialog === "delete" && (
        <DeleteAppraisalConfirm
          appraisal={appraisal}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          actions={actions}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
