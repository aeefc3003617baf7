import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** What the control needs to be tied to its label, description and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(inches)" or "(optional)". */
  labelHint?: string;
  /** A line below the control, tied to it for screen readers. */
  description?: string;
  isRequired?: boolean;
  error?: string;
  className?: string;
  /** The control, or a function that renders it with the id and aria attributes. */
  children: ReactNode | ((control: ControlProps) => ReactNode);
}

/** The id of a field's error message, for aria-describedby on the control. */
export const getErrorId = (id: string) => `${id}-error`;

/** The one form field of the app: a label, its control, and the field's error right beside it. */
export function FormField({ id, label, labelHint, description, isRequired, error, className, children }: FormFieldProps) {
  const descriptionId = description ? `${id}-hint` : undefined;
  const errorId = error ? getErrorId(id) : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="ml-0.5 text-primary" aria-hidden="true">
            *
          </span>
        ) : null}
        {labelHint ? <span className="ml-1 font-normal text-muted-foreground">{labelHint}</span> : null}
      </Label>
      {typeof children === "function"
        ? children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })
        : children}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-[oklch(0.75_0.15_27)]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
