import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, Loader2 } from "lucide-react";
import { getAppraisalTitle } from "@contracts/appraisals";
import type { AdminAppraisal, AdminDraft } from "@contracts/admin";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useAdminDraft } from "../api/get-admin-draft";
import { EditFormSchema, toAppraisalUpdate, toEditFormValues, type EditFormValues } from "../edit-form";
import { getAdminStatusLabel } from "./appraisal-badges";
import { DraftFactors } from "./draft-factors";
import { WideRangePreview } from "./wide-range-preview";
import { FormField } from "@/components/form-field";
import type { AppraisalActions } from "./use-appraisal-actions";

interface EditAppraisalDialogProps {
  appraisal: AdminAppraisal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: AppraisalActions;
}

/** The admin's edit form (decision 20): status, priority, notes, range and, for a draft, its text. */
export function EditAppraisalDialog({ appraisal, open, onOpenChange, actions }: EditAppraisalDialogProps) {
  const draft = useAdminDraft(appraisal.id, { enabled: open && appraisal.hasReport });
  const isLoadingDraft = appraisal.hasReport && draft.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !actions.isUpdating && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Appraisal</DialogTitle>
          <DialogDescription>
            {getAppraisalTitle(appraisal.artworkTitle)} · {appraisal.userName} ({appraisal.userEmail})
          </DialogDescription>
        </DialogHeader>
        {isLoadingDraft ? (
          <div className="space-y-4" role="status" aria-label="Loading the drafted report">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : (
          <>
            {appraisal.hasReport && draft.isError && (
              <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/50 p-3 text-sm">
                <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                The drafted report could not be loaded, so its text cannot be edited now. The other fields can still be saved.
              </p>
            )}
            <EditAppraisalForm appraisal={appraisal} draft={draft.data ?? null} actions={actions} onDone={() => onOpenChange(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

const REPORT_FIELDS = [
  { name: "summary", label: "Summary", rows: 4 },
  { name: "historicalContext", label: "Historical Context", rows: 5 },
  { name: "marketAnalysis", label: "Market Analysis", rows: 5 },
  { name: "authenticationIndicators", label: "Authentication Indicators", rows: 4 },
] as const;

function EditAppraisalForm({
  appraisal,
  draft,
  actions,
  onDone,
}: {
  appraisal: AdminAppraisal;
  draft: AdminDraft | null;
  actions: AppraisalActions;
  onDone: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<EditFormValues>({ resolver: zodResolver(EditFormSchema), defaultValues: toEditFormValues(appraisal, draft) });
  const isFinal = appraisal.status === "completed" || appraisal.status === "failed";

  const handleSave = handleSubmit(async (values) => {
    if (await actions.saveUpdate(toAppraisalUpdate(values, appraisal.status))) onDone();
  });

  return (
    <form onSubmit={handleSave} noValidate className="space-y-5" aria-label="Edit appraisal">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <FormField
              id="edit-status"
              label="Status"
              error={errors.status?.message}
              description={
                appraisal.status === "failed"
                  ? "A failed appraisal was refunded and cannot be reopened."
                  : appraisal.status === "completed"
                    ? "A completed appraisal stays completed."
                    : !field.value
                      ? `Now shown as ${getAdminStatusLabel(appraisal.status)}.`
                      : undefined
              }
            >
              {(control) => (
                <Select value={field.value || undefined} onValueChange={field.onChange} disabled={appraisal.status === "failed"}>
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue placeholder={`Keep as ${getAdminStatusLabel(appraisal.status)}`} />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="pending" disabled={isFinal}>
                      Pending
                    </SelectItem>
                    <SelectItem value="processing" disabled={isFinal}>
                      Processing
                    </SelectItem>
                    <SelectItem value="completed" disabled={!appraisal.isPaid && appraisal.status !== "completed"}>
                      Completed{!appraisal.isPaid && " (unpaid)"}
                    </SelectItem>
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <FormField id="edit-priority" label="Priority" error={errors.priority?.message}>
              {(control) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="normal">Normal</SelectItem>
                    <SelectItem value="high">High</SelectItem>
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Estimated Value (USD)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="edit-low" label="Low" error={errors.low?.message}>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" placeholder="e.g. 1200" {...register("low")} />}
          </FormField>
          <FormField id="edit-high" label="High" error={errors.high?.message}>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" placeholder="e.g. 3400" {...register("high")} />}
          </FormField>
        </div>
        {draft && <WideRangePreview control={control} draft={draft} />}
        {draft && <DraftFactors factors={draft.factors} />}
      </fieldset>

      <FormField id="edit-notes" label="Notes" error={errors.notes?.message} description="Only admins see these notes.">
        {(control) => <Textarea {...control} rows={3} {...register("notes")} />}
      </FormField>

      {draft && (
        <section aria-labelledby="edit-report-heading" className="space-y-4 border-t pt-4">
          <h3 id="edit-report-heading" className="text-base font-semibold">
            Report
          </h3>
          {REPORT_FIELDS.map(({ name, label, rows }) => (
            <FormField key={name} id={`edit-${name}`} label={label} error={errors[name]?.message}>
              {(control) => <Textarea {...control} rows={rows} {...register(name)} />}
            </FormField>
          ))}
          <FormField
            id="edit-recommendations"
            label="Recommendations"
            description="One recommendation per line."
            error={errors.recommendations?.message}
          >
            {(control) => <Textarea {...control} rows={5} {...register("recommendations")} />}
          </FormField>
        </section>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={actions.isUpdating}>
          Cancel
        </Button>
        <Button type="submit" disabled={actions.isUpdating}>
          {actions.isUpdating && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  );
}
