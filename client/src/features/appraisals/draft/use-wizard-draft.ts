import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CreateAppraisalFields } from "@contracts/appraisals";
import type { DraftOutline } from "./draft-outline";
import { deleteDraft, isDraftWorthKeeping, loadDraft, saveDraft, type WizardDraft } from "./draft-store";

// Typing saves at most twice a second; the photos are only rewritten when they change.
const SAVE_DELAY_MS = 400;

interface UseWizardDraftInput {
  /** One draft per account on this browser. */
  draftKey: string;
  form: UseFormReturn<CreateAppraisalFields, unknown, unknown>;
  images: File[];
  documents: File[];
  primaryOutline: DraftOutline | null;
  mode: WizardDraft["mode"];
  step: number;
  onRestore: (draft: WizardDraft) => void;
}

/**
 * Keeps the wizard's fields and files in the browser while the user works, restores them when
 * the page opens again (after buying credits, or a reload), and forgets them on submission.
 */
export function useWizardDraft({ draftKey, form, images, documents, primaryOutline, mode, step, onRestore }: UseWizardDraftInput) {
  const [isRestoring, setIsRestoring] = useState(true);
  const [wasRestored, setWasRestored] = useState(false);
  const [fieldsVersion, setFieldsVersion] = useState(0);
  const onRestoreRef = useRef(onRestore);
  onRestoreRef.current = onRestore;
  const saveTimerRef = useRef<number | undefined>(undefined);
  /** The save waiting on its delay, if any. */
  const pendingSaveRef = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    let isCurrent = true;
    loadDraft(draftKey)
      .then((draft) => {
        if (!isCurrent || !draft) return;
        onRestoreRef.current(draft);
        setWasRestored(true);
      })
      // A browser without IndexedDB (or a private window that refuses it) simply keeps no draft.
      .catch(() => undefined)
      .finally(() => isCurrent && setIsRestoring(false));
    return () => {
      isCurrent = false;
    };
  }, [draftKey]);

  useEffect(() => {
    const subscription = form.watch(() => setFieldsVersion((version) => version + 1));
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (isRestoring) return;
    const save = () => {
      saveTimerRef.current = undefined;
      pendingSaveRef.current = undefined;
      const draft: WizardDraft = { fields: form.getValues(), mode, step, images, documents, primaryOutline, savedAt: Date.now() };
      const write = isDraftWorthKeeping(draft) ? saveDraft(draftKey, draft) : deleteDraft(draftKey);
      write.catch(() => undefined);
    };
    pendingSaveRef.current = save;
    saveTimerRef.current = window.setTimeout(save, SAVE_DELAY_MS);
    return () => window.clearTimeout(saveTimerRef.current);
  }, [isRestoring, draftKey, form, mode, step, images, documents, primaryOutline, fieldsVersion]);

  // Leaving the wizard (a click on "Buy credits" right after typing) must not drop the last
  // keystrokes still waiting on their delay: the waiting save runs at once instead.
  useEffect(() => () => pendingSaveRef.current?.(), []);

  // A save still waiting on its delay would otherwise run after the delete (the store queues
  // writes in call order) and bring the abandoned draft back on the next visit.
  const clearDraft = useCallback(async () => {
    window.clearTimeout(saveTimerRef.current);
    saveTimerRef.current = undefined;
    pendingSaveRef.current = undefined;
    await deleteDraft(draftKey).catch(() => undefined);
    // The notice goes only once the draft is gone, so a reload right after never brings it back.
    setWasRestored(false);
  }, [draftKey]);

  return { isRestoring, wasRestored, clearDraft };
}
