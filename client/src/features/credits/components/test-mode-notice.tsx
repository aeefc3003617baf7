import { FlaskConical } from "lucide-react";
import { cn } from "@/lib/utils";
import { usePaymentsConfig } from "../api/get-payments-config";

/**
 * Said on every payment screen while the built-in test provider takes the payments (decision 32):
 * nobody should believe a test purchase was real, or that a real card was charged.
 */
export function TestModeNotice({ className }: { className?: string }) {
  const { data } = usePaymentsConfig();
  if (data?.provider !== "test") return null;
  return (
    <p
      role="note"
      className={cn("flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm text-warning", className)}
    >
      <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <strong>Test mode:</strong> payments go to the built-in test provider and no card is charged. Pay with the test card 4242 4242 4242
        4242.
      </span>
    </p>
  );
}
