import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** The wizard's four steps (core spec section 2), in order; the index is the step number 0-3. */
export const WIZARD_STEPS = ["Upload Images", "Basic Information", "Additional Details", "Review & Submit"] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

interface WizardStepHeaderProps {
  currentStep: number;
  /** Called for the current or an earlier step only; later steps are not clickable. */
  onStepSelect: (step: number) => void;
}

export function WizardStepHeader({ currentStep, onStepSelect }: WizardStepHeaderProps) {
  return (
    <nav aria-label="Appraisal steps">
      <ol className="grid grid-cols-4 gap-1 sm:gap-2">
        {WIZARD_STEPS.map((label, step) => {
          const isDone = step < currentStep;
          const isCurrent = step === currentStep;
          const isReachable = step <= currentStep;
          return (
            <li key={label} className="relative">
              {step > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn("absolute right-1/2 top-5 h-0.5 w-full -translate-y-1/2", step <= currentStep ? "bg-primary" : "bg-border")}
                />
              ) : null}
              <button
                type="button"
                onClick={() => onStepSelect(step)}
                disabled={!isReachable}
                aria-current={isCurrent ? "step" : undefined}
                className="group relative flex w-full flex-col items-center gap-2 rounded-md px-1 py-0.5 text-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-10 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors",
                    isDone && "border-primary bg-primary text-primary-foreground group-hover:bg-primary/85",
                    isCurrent && "border-primary bg-background text-primary",
                    !isReachable && "border-border bg-background text-muted-foreground",
                  )}
                >
                  {isDone ? <Check className="size-5" /> : step + 1}
                </span>
                <span
                  className={cn(
                    "text-xs font-medium leading-tight sm:text-sm",
                    isCurrent ? "text-foreground" : "text-muted-foreground",
                    isDone && "group-hover:text-foreground",
                  )}
                >
                  <span className="sr-only">{`Step ${step + 1}: `}</span>
                  {label}
                  {isDone ? <span className="sr-only"> (completed)</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
