import { useWatch, type Control } from "react-hook-form";
import type { AdminDraft } from "@contracts/admin";
import { formatUsd, rescaleWideRange } from "@contracts/reports";
import { parseWholeDollars, type EditFormValues } from "../edit-form";

/**
 * The wider range of decision 39 as it will be saved: the server moves it with the likely range
 * (the fields above) by the same rule, so the admin sees the pair the owner will read.
 */
export function WideRangePreview({ control, draft }: { control: Control<EditFormValues>; draft: AdminDraft }) {
  const [lowText, highText] = useWatch({ control, name: ["low", "high"] });
  const drafted = draft.estimatedValue;
  const wide = draft.wideValue;
  if (!drafted || !wide) return null;
  const low = parseWholeDollars(lowText);
  const high = parseWholeDollars(highText);
  const valid = Number.isFinite(low) && Number.isFinite(high) && low >= 1 && high >= low;
  const shown = valid ? rescaleWideRange(drafted, wide, { low, high }) : wide;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="wide-range-preview">
      These fields are the likely range. The wider range follows them: {formatUsd(shown.low)} - {formatUsd(shown.high)}
      {valid && (shown.low !== wide.low || shown.high !== wide.high) ? ` (drafted ${formatUsd(wide.low)} - ${formatUsd(wide.high)})` : ""}.
    </p>
  );
}
