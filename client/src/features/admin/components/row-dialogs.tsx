import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import type { AdminAppraisal } from "@contracts/admin";
import { DeleteAppraisalConfirm } from "./delete-appraisal-confirm";
import { EditAppraisalDialog } from "./edit-appraisal-dialog";
import { ResendReportConfirm } from "./resend-report-confirm";
import { useAppraisalActions } from "./use-appraisal-actions";

export type RowDialogKind = "edit" | "delete" | "resend";
type OpenRowDialog = (appraisal: AdminAppraisal, kind: RowDialogKind) => void;

const RowDialogContext = createContext<OpenRowDialog | null>(null);

/**
 * Holds the dialog a list row opened (Edit, Delete, Send again) above the list. The list is a
 * table on wide screens and cards below 1024 px: a dialog kept by its row would close, and lose
 * what was typed, whenever resizing the window crossed that width and swapped the layouts.
 */
export function RowDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<{ appraisal: AdminAppraisal; kind: RowDialogKind } | null>(null);
  const open = useCallback<OpenRowDialog>((appraisal, kind) => setDialog({ appraisal, kind }), []);
  return (
    <RowDialogContext.Provider value={open}>
      {children}
      {dialog && <RowDialog key={`${dialog.appraisal.id}:${dialog.kind}`} {...dialog} onClose={() => setDialog(null)} />}
    </RowDialogContext.Provider>
  );
}

/** Opens a row's dialog (inside RowDialogsProvider). */
export function useOpenRowDialog(): OpenRowDialog {
  const open = useContext(RowDialogContext);
  if (!open) throw new Error("useOpenRowDialog needs a RowDialogsProvider above it");
  return open;
}

function RowDialog({ appraisal, kind, onClose }: { appraisal: AdminAppraisal; kind: RowDialogKind; onClose: () => void }) {
  const actions = useAppraisalActions(appraisal);
  const props = { appraisal, actions, open: true, onOpenChange: (open: boolean) => !open && onClose() };
  if (kind === "edit") return <EditAppraisalDialog {...props} />;
  if (kind === "resend") return <ResendReportConfirm {...props} />;
  return <DeleteAppraisalConfirm {...props} />;
}
