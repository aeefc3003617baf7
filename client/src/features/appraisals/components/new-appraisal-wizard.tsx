import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { FormProvider, useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "wouter";
import { ArrowLeft, ArrowRight, History, Loader2, RotateCcw, Send, Sparkles } from "lucide-react";
import { APPRAISAL_COST_CREDITS, CreateAppraisalFieldsSchema, type CreateAppraisalFields } from "@contracts/appraisals";
import type { ArtworkCorners } from "@contracts/artwork-corners";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useCreateAppraisal, type AppraisalFieldValues } from "../api/create-appraisal";
import { useWizardDraft } from "../draft/use-wizard-draft";
import type { WizardDraft } from "../draft/draft-store";
import { restoreDraftOutline, toDraftOutline } from "../draft/draft-outline";
import { AdditionalDetailsForm } from "./additional-details-form";
import { BasicInfoForm } from "./basic-info-form";
import { ImageUploader } from "./image-uploader";
import { ModeToggle, type SubmissionMode } from "./mode-toggle";
import { ReviewStep } from "./review-step";
import { toSelectedFiles, type SelectedFile } from "./selected-file";
import { UploadProgress } from "./upload-progress";
import { isNoArtwork, useQuickSubmission } from "./use-quick-submission";
import { LAST_STEP, WIZARD_STEPS, WizardStepHeader } from "./wizard-step-header";

const STEP_DESCRIPTIONS = [
  "Add up to 5 clear photos: the whole front first, then details, signature and back.",
  "Tell us what you know. Only the medium is required.",
  "Optional: history of the work, notes and supporting documents.",
  "Check everything, then submit. An appraisal uses 1 credit.",
];
const BASIC_FIELDS = ["medium", "artistName", "artworkTitle", "yearCreated", "height", "width"] as const;

const showNoImageToast = () =>
  toast({ variant: "destructive", title: "Please upload at least one image", description: "We need images to analyze your artwork." });
const showNoMediumToast = () =>
  toast({ variant: "destructive", title: "Medium is required", description: "Please select a medium for your artwork." });
const showInsufficientCreditsToast = () =>
  toast({
    variant: "destructive",
    title: "Insufficient Credits",
    description: "You need at least 1 credit to submit an appraisal. Please purchase credits to continue.",
  });

interface NewAppraisalWizardProps {
  /** Reads the balance afresh from the server (submission refetches the credits first). */
  getCreditBalance: () => Promise<number>;
  /** Whose draft this is: the wizard keeps one per account in the browser. */
  draftKey: string;
}

/** The four-step submission wizard (core spec sections 2, 4, 5 and 8). */
export function NewAppraisalWizard({ getCreditBalance, draftKey }: NewAppraisalWizardProps) {
  const [, navigate] = useLocation();
  const [step, setStep] = useState(0);
  const [mode, setMode] = useState<SubmissionMode>("detailed");
  const [images, setImages] = useState<SelectedFile[]>([]);
  const [documents, setDocuments] = useState<SelectedFile[]>([]);
  // The owner's outline of the work in the primary photo (issue 30), for that photo only.
  const [outline, setOutline] = useState<{ imageId: string; corners: ArtworkCorners } | null>(null);
  const primaryCorners = outline && outline.imageId === images[0]?.id ? outline.corners : null;
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const createAppraisal = useCreateAppraisal();
  const form = useForm<CreateAppraisalFields, unknown, AppraisalFieldValues>({
    resolver: zodResolver(CreateAppraisalFieldsSchema),
    defaultValues: { artistName: "", artworkTitle: "", yearCreated: "", height: "", width: "", provenance: "", additionalNotes: "" },
  });

  // The draft survives a trip to /credits and a reload (issue 19); restoring replaces the empty start.
  const handleRestoreDraft = useCallback(
    (draft: WizardDraft) => {
      form.reset({ ...form.getValues(), ...draft.fields });
      const restoredImages = toSelectedFiles(draft.images);
      setImages(restoredImages);
      const restoredCorners = restoreDraftOutline(draft.primaryOutline, restoredImages[0]?.file);
      setOutline(restoredCorners && restoredImages[0] ? { imageId: restoredImages[0].id, corners: restoredCorners } : null);
      setDocuments(toSelectedFiles(draft.documents));
      setMode(draft.mode);
      setStep(draft.images.length > 0 ? Math.min(Math.max(draft.step, 0), LAST_STEP) : 0);
    },
    [form],
  );
  const draft = useWizardDraft({
    draftKey,
    form,
    images: useMemo(() => images.map((image) => image.file), [images]),
    documents: useMemo(() => documents.map((document) => document.file), [documents]),
    // Derived from primaryCorners, so the corners leave the draft when the primary photo changes.
    primaryOutline: useMemo(() => toDraftOutline(images[0]?.file, primaryCorners), [images, primaryCorners]),
    mode,
    step,
    onRestore: handleRestoreDraft,
  });

  const defaultMediumToOil = useCallback(() => {
    if (!form.getValues("medium")) form.setValue("medium", "oil", { shouldValidate: true });
  }, [form]);
  // Issue 50: the primary photo in which no artwork was found, until the owner outlines it ("Is this it?").
  const [askFor, setAskFor] = useState<string | null>(null);
  const askForOutline = useCallback((primary: SelectedFile) => {
    setAskFor(primary.id);
    setStep(0);
  }, []);
  const quick = useQuickSubmission({
    step,
    lastStep: LAST_STEP,
    setStep,
    onAnalysisSettled: defaultMediumToOil,
    onNoArtwork: askForOutline,
  });
  const analysis = quick.getAnalysis(images[0], primaryCorners);
  // The review step shows the analysis in both modes (quick mode has it already by then).
  const primaryImage = images[0];
  const { analyse } = quick;
  useEffect(() => {
    if (step === LAST_STEP && primaryImage && !analysis && !quick.isAnalyzing) void analyse(primaryImage, primaryCorners);
  }, [step, primaryImage, primaryCorners, analysis, analyse, quick.isAnalyzing]);

  // On a step change, move focus to the new step's title so keyboard and screen-reader users follow.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    const title = titleRef.current;
    if (shownStep.current === step || !title) return;
    shownStep.current = step;
    title.focus({ preventScroll: true });
    const isReducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (title.getBoundingClientRect().top < 80) title.scrollIntoView({ block: "center", behavior: isReducedMotion ? "auto" : "smooth" });
  }, [step]);

  function handleAddImages(files: File[]) {
    const added = toSelectedFiles(files);
    const wasEmpty = images.length === 0;
    setImages((current) => [...current, ...added]);
    if (mode === "quick" && wasEmpty && added[0]) void quick.start(added[0]);
  }

  function handleRemoveImage(id: string) {
    if (images[0]?.id === id) quick.cancel();
    setImages((current) => current.filter((image) => image.id !== id));
  }

  function handleModeChange(next: SubmissionMode) {
    setMode(next);
    quick.cancel();
    if (next !== "quick") return;
    setStep(0);
    if (images[0]) void quick.start(images[0], primaryCorners);
  }

  function handleOutlineConfirm(corners: ArtworkCorners) {
    const primary = images[0];
    if (!primary) return;
    setOutline({ imageId: primary.id, corners });
    setAskFor(null);
    if (mode === "quick") void quick.start(primary, corners);
  }

  function handleStepSelect(target: number) {
    if (target > step) return;
    quick.cancel();
    setStep(target);
  }

  async function handleNext() {
    if (step === 0 && images.length === 0) return showNoImageToast();
    if (step === 1) {
      const isMediumValid = await form.trigger("medium");
      const areOthersValid = await form.trigger(BASIC_FIELDS.filter((name) => name !== "medium"));
      if (!isMediumValid) return showNoMediumToast();
      if (!areOthersValid) return;
    }
    if (step === 2 && !(await form.trigger(["provenance", "additionalNotes"]))) return;
    setStep((current) => Math.min(current + 1, LAST_STEP));
  }

  function handleBack() {
    quick.cancel();
    setStep((current) => Math.max(current - 1, 0));
  }

  async function submitAppraisal(fields: AppraisalFieldValues) {
    if (images.length === 0) {
      setStep(0);
      return showNoImageToast();
    }
    setIsSubmitting(true);
    try {
      // The server decides in the end; if the balance cannot be read, let it answer (402).
      const balance = await getCreditBalance().catch(() => null);
      if (balance !== null && balance < APPRAISAL_COST_CREDITS) {
        showInsufficientCreditsToast();
        navigate("/credits");
        return;
      }
      setUploadPercent(0);
      const appraisal = await createAppraisal.mutateAsync({
        fields,
        images: images.map((image) => image.file),
        documents: documents.map((document) => document.file),
        artworkCorners: primaryCorners,
        onUploadProgress: setUploadPercent,
      });
      await draft.clearDraft();
      toast({ title: "Appraisal Submitted Successfully", description: "We'll notify you when your appraisal is ready." });
      navigate(`/appraisal/${appraisal.id}`);
    } catch (error) {
      if (isNoArtwork(error) && images[0]) return askForOutline(images[0]);
      if (error instanceof ApiError && error.status === 402) {
        showInsufficientCreditsToast();
        navigate("/credits");
        return;
      }
      // A 5xx body is never shown raw (STYLE.md); 4xx bodies carry the server's own message.
      const serverMessage = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      toast({ variant: "destructive", title: "Submission Failed", description: serverMessage ?? "Failed to submit appraisal" });
    } finally {
      setIsSubmitting(false);
      setUploadPercent(null);
    }
  }

  function handleInvalidSubmit(errors: FieldErrors<CreateAppraisalFields>) {
    if (errors.medium) showNoMediumToast();
    setStep(BASIC_FIELDS.some((name) => errors[name]) ? 1 : 2);
  }

  const isBusy = isSubmitting || quick.isAnalyzing || draft.isRestoring;

  async function handleStartOver() {
    quick.cancel();
    await draft.clearDraft();
    form.reset();
    setImages([]);
    setDocuments([]);
    setOutline(null);
    setStep(0);
  }

  // Enter in a field, or the Next button, moves on; only the review step submits.
  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    if (step < LAST_STEP) {
      event.preventDefault();
      if (!isBusy) void handleNext();
      return;
    }
    void form.handleSubmit(submitAppraisal, handleInvalidSubmit)(event);
  }

  return (
    <div className="space-y-6">
      {draft.wasRestored ? <DraftRestoredNotice onStartOver={() => void handleStartOver()} /> : null}
      <ModeToggle mode={mode} onModeChange={handleModeChange} disabled={isSubmitting} />
      <WizardStepHeader currentStep={step} onStepSelect={handleStepSelect} />

      <FormProvider {...form}>
        <form onSubmit={handleFormSubmit} noValidate>
          <Card>
            <CardHeader>
              <p className="text-sm font-medium text-primary">{`Step ${step + 1} of ${WIZARD_STEPS.length}`}</p>
              <CardTitle ref={titleRef} tabIndex={-1} className="text-xl focus:outline-none sm:text-2xl">
                {WIZARD_STEPS[step]}
              </CardTitle>
              <CardDescription>{STEP_DESCRIPTIONS[step]}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              {step === 0 ? (
                <ImageUploader
                  images={images}
                  onAdd={handleAddImages}
                  onRemove={handleRemoveImage}
                  disabled={isSubmitting}
                  primaryCorners={primaryCorners}
                  onPrimaryCornersChange={(corners) => setOutline(corners && images[0] ? { imageId: images[0].id, corners } : null)}
                  onPrimaryOutlineConfirm={askFor !== null && askFor === images[0]?.id ? handleOutlineConfirm : null}
                />
              ) : null}
              {step === 1 ? <BasicInfoForm /> : null}
              {step === 2 ? (
                <AdditionalDetailsForm
                  documents={documents}
                  onAddDocuments={(files) => setDocuments((current) => [...current, ...toSelectedFiles(files)])}
                  onRemoveDocument={(id) => setDocuments((current) => current.filter((document) => document.id !== id))}
                />
              ) : null}
              {step === LAST_STEP ? (
                <ReviewStep values={form.getValues()} images={images} documents={documents} analysis={analysis} />
              ) : null}

              <QuickModeStatus isAnalyzing={quick.isAnalyzing} isAutoAdvancing={quick.isAutoAdvancing} />
              {uploadPercent !== null ? <UploadProgress percent={uploadPercent} /> : null}

              <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
                <Button type="button" variant="outline" onClick={handleBack} disabled={step === 0 || isSubmitting}>
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
                {/* Distinct keys: the Next button must not turn into Submit while its own click is handled. */}
                {step < LAST_STEP ? (
                  <Button key="next" type="submit" disabled={isBusy}>
                    Next
                    <ArrowRight aria-hidden="true" />
                  </Button>
                ) : (
                  <Button key="submit" type="submit" disabled={isSubmitting}>
                    {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                    {isSubmitting ? "Submitting..." : "Submit Appraisal"}
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        </form>
      </FormProvider>
    </div>
  );
}

function DraftRestoredNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-primary/30 bg-primary/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <History className="size-4 shrink-0 text-primary" aria-hidden="true" />
        We kept your draft: your photos, details and documents are as you left them.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onStartOver} className="self-start sm:self-auto">
        <RotateCcw aria-hidden="true" />
        Start over
      </Button>
    </div>
  );
}

function QuickModeStatus({ isAnalyzing, isAutoAdvancing }: { isAnalyzing: boolean; isAutoAdvancing: boolean }) {
  const message = isAnalyzing
    ? "Analyzing your artwork's style..."
    : isAutoAdvancing
      ? "Quick submission: moving on to the review..."
      : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={message ? "flex items-center gap-2 rounded-md bg-primary/10 px-3 py-2 text-sm" : "sr-only"}
    >
      {message ? (
        <>
          {isAnalyzing ? (
            <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
          ) : (
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
          )}
          {message}
        </>
      ) : null}
    </div>
  );
}
