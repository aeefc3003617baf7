import { Download, FileText } from "lucide-react";
import type { Appraisal } from "@contracts/appraisals";
import { formatFileSize } from "@/lib/format";

/** Supporting documents, each opened in a new tab or downloaded. */
export function DocumentList({ documents }: { documents: Appraisal["documentFiles"] }) {
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">No supporting documents were uploaded.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label="Documents">
      {documents.map((document) => (
        <li key={document.id} className="flex items-center gap-3 p-3">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <a
              href={document.url}
              target="_blank"
              rel="noreferrer"
              className="block truncate font-medium underline-offset-4 hover:underline"
            >
              {document.name}
            </a>
            <p className="text-xs text-muted-foreground">
              {document.contentType === "application/pdf" ? "PDF" : document.contentType.replace("image/", "").toUpperCase()} ·{" "}
              {formatFileSize(document.size)}
            </p>
          </div>
          <a
            href={document.url}
            download={document.name}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Download ${document.name}`}
          >
            <Download className="size-4" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
