import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(inches)". */
  hint?: string;
  isRequired?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The id of a field's error message, for aria-describedby on the control. */
export const getErrorId = (id: string) => `${id}-error`;

/** A label, its control and the field's error right beside it. */
export function FormField({ id, label, hint, isRequired, error, className, children }: FormFieldProps) {
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="ml-0.5 text-primary" aria-hidden="true">
            *
          </span>
        ) : null}
        {hint ? <span className="ml-1 font-normal text-muted-foreground">{hint}</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={getErrorId(id)} className="text-sm font-medium text-[oklch(0.75_0.15_27)]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
