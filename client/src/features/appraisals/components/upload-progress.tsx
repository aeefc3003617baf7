import { Progress } from "@/components/ui/progress";

/** The upload's progress while the files travel, then a note while the server stores them. */
export function UploadProgress({ percent }: { percent: number }) {
  const isSent = percent >= 100;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        {/* Only the phase is announced; the percentage lives on the progress bar, not read out at every step. */}
        <span role="status">{isSent ? "Upload complete, creating your appraisal..." : "Uploading your files..."}</span>
        <span className="font-medium tabular-nums" aria-hidden="true">{`${percent}%`}</span>
      </div>
      <Progress value={percent} aria-label="Upload progress" />
    </div>
  );
}
