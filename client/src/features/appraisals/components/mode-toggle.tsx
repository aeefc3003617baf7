import { ListChecks, Zap } from "lucide-react";
import { cn } from "@/lib/utils";

export type SubmissionMode = "quick" | "detailed";

const MODES = [
  {
    value: "quick",
    label: "Quick Submission",
    description: "Upload photos; we predict the style and take you straight to review.",
    Icon: Zap,
  },
  {
    value: "detailed",
    label: "Detailed Submission",
    description: "Add the medium, dimensions, provenance and documents yourself.",
    Icon: ListChecks,
  },
] as const;

/** Quick or detailed submission, as a pair of radio cards. */
export function ModeToggle({
  mode,
  onModeChange,
  disabled,
}: {
  mode: SubmissionMode;
  onModeChange: (mode: SubmissionMode) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:gap-3" disabled={disabled}>
      <legend className="sr-only">Submission mode</legend>
      {MODES.map(({ value, label, description, Icon }) => {
        const isSelected = mode === value;
        return (
          <label
            key={value}
            className={cn(
              "relative flex cursor-pointer items-start gap-2 rounded-lg border p-3 sm:gap-3 sm:p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
              isSelected ? "border-primary bg-primary/10" : "border-border bg-card hover:bg-accent",
            )}
          >
            <input
              type="radio"
              name="submission-mode"
              value={value}
              checked={isSelected}
              onChange={() => onModeChange(value)}
              aria-labelledby={`mode-${value}-label`}
              aria-describedby={`mode-${value}-description`}
              className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <Icon className={cn("mt-0.5 size-5 shrink-0", isSelected ? "text-primary" : "text-muted-foreground")} aria-hidden="true" />
            <span className="space-y-1">
              <span id={`mode-${value}-label`} className="block text-sm font-medium sm:text-base">
                {label}
              </span>
              <span id={`mode-${value}-description`} className="hidden text-sm text-muted-foreground sm:block">
                {description}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
