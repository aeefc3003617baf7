import { useId, useState } from "react";
import { Ruler, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { lineLength, MIN_CALIBRATION_LINE_PX, type CalibrationLine } from "../lib/calibration";
import type { ArSettings } from "../lib/settings";

interface TrueScalePanelProps {
  settings: ArSettings;
  isCalibrating: boolean;
  line: CalibrationLine | null;
  /** True when the artwork is drawn smaller than its real size: it would cover more than 80% of the scene. */
  isClamped: boolean;
  onStart: () => void;
  onCancel: () => void;
  onApply: (lengthCm: number) => void;
  onClear: () => void;
}

/** True scale (beyond the spec): mark a known length on the photo, and the artwork is drawn at its real size. */
export function TrueScalePanel({ settings, isCalibrating, line, isClamped, onStart, onCancel, onApply, onClear }: TrueScalePanelProps) {
  const lengthId = useId();
  const [lengthText, setLengthText] = useState("");
  const lengthCm = Number.parseFloat(lengthText.replace(",", "."));
  const hasLine = !!line && lineLength(line) >= MIN_CALIBRATION_LINE_PX;
  const hasWidth = settings.widthCm > 0;
  const calibration = settings.calibration;

  return (
    <section aria-labelledby={`${lengthId}-title`} className="space-y-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${lengthId}-title`} className="flex items-center gap-2 font-semibold">
          <Ruler aria-hidden="true" className="size-4 text-primary" />
          True scale
        </h2>
        {calibration && !isCalibrating && (
          <p className="text-sm text-muted-foreground" data-testid="true-scale-status">
            Calibrated: your {calibration.lengthCm} cm line is {Math.round(calibration.pxPerCm * calibration.lengthCm)} px long.
          </p>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Draw a line on the photo along something whose length you know (a door, or an A4 sheet, 29.7 cm tall), type that length, and the
        artwork is drawn at its real size from its width and height.
      </p>
      {!hasWidth && (
        <p className="text-sm text-amber-300">
          Enter the artwork&apos;s width and height under Settings › Size › Show Actual Dimensions first.
        </p>
      )}
      {isClamped && (
        <p role="status" className="text-sm text-amber-300">
          At its real size the artwork would cover more than the 80% the preview allows, so it is shown at the largest size.
        </p>
      )}
      {isCalibrating ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (hasLine && lengthCm > 0) onApply(lengthCm);
          }}
        >
          <p className="w-full text-sm font-medium" role="status">
            {hasLine ? "Line drawn. Type its real length." : "Press on the photo and drag along the object you measured."}
          </p>
          <div className="space-y-1">
            <Label htmlFor={lengthId}>Line length (cm)</Label>
            <Input
              id={lengthId}
              className="w-32"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              value={lengthText}
              onChange={(event) => setLengthText(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={!hasLine || !(lengthCm > 0) || !hasWidth}>
            Apply True Scale
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onStart}>
            <Ruler aria-hidden="true" />
            {calibration ? "Measure Again" : "Mark a Known Length"}
          </Button>
          {calibration && (
            <Button type="button" variant="ghost" onClick={onClear}>
              <X aria-hidden="true" />
              Clear True Scale
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
