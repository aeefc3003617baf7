import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

interface SubmitButtonProps {
  isPending: boolean;
  /** What the button says while the request runs, e.g. "Signing in...". */
  pendingLabel: string;
  children: ReactNode;
}

/** A form's full-width submit button: disabled with a spinner and its pending label while the request runs. */
export function SubmitButton({ isPending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <Button type="submit" className="w-full" disabled={isPending}>
      {isPending ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
