import { Progress } from "@/components/ui/progress";

/** The upload's progress while the files travel, then a note while the server stores them. */
export function UploadProgress({ percent }: { percent: number }) {
  const isSent = percent >= 100;
  return (
    <div className="space-y-2" role="status" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span>{isSent ? "Upload complete, creating your appraisal..." : "Uploading your files..."}</span>
        <span className="font-medium tabular-nums">{`${percent}%`}</span>
      </div>
      <Progress value={percent} aria-label="Upload progress" />
    </div>
  );
}
