import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";

interface TextFieldProps extends ComponentProps<"input"> {
  id: string;
  label: string;
  error?: string;
  /** Shown after the label, e.g. "(optional)". */
  labelHint?: string;
}

/** A labelled input (FormField around an Input): the sign-in, register and password forms use it. */
export function TextField({ id, label, error, labelHint, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} labelHint={labelHint} error={error} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}

/** An email address input: the keyboard, autofill and example every account form offers. */
export function EmailField({ label = "Email", ...props }: Omit<TextFieldProps, "label"> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...props} />;
}

/** A password input with a show/hide toggle; the toggle names the action it will perform. */
export function PasswordField({ id, label, error, className, ...inputProps }: TextFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <Input {...control} type={isVisible ? "text" : "password"} className="pr-11" {...inputProps} />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={isVisible ? "Hide password" : "Show password"}
            aria-pressed={isVisible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {isVisible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          </button>
        </div>
      )}
    </FormField>
  );
}
