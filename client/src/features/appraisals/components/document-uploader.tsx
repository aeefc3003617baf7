import { useId, type ChangeEvent } from "react";
import { FileText, Paperclip, X } from "lucide-react";
import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "@contracts/appraisals";
import { toast } from "@/components/ui/use-toast";
import { formatFileSize, formatSizeLimit } from "@/lib/format";
import type { SelectedFile } from "./selected-file";

interface DocumentUploaderProps {
  documents: SelectedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

const hasAllowedExtension = (name: string) => DOCUMENT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/** Supporting documents (certificates, receipts): up to 3 pdf, jpg, jpeg or png files. */
export function DocumentUploader({ documents, onAdd, onRemove, disabled }: DocumentUploaderProps) {
  const inputId = useId();
  const hintId = useId();
  const isFull = documents.length >= MAX_DOCUMENTS;

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    if (!files.every((file) => hasAllowedExtension(file.name))) {
      toast({
        variant: "destructive",
        title: "Unsupported file type",
        description: "Supporting documents must be PDF, JPG, JPEG or PNG files.",
      });
      return;
    }
    if (files.some((file) => file.size > MAX_DOCUMENT_BYTES)) {
      toast({
        variant: "destructive",
        title: "Files too large",
        description: `One or more files exceed the ${formatSizeLimit(MAX_DOCUMENT_BYTES)} size limit.`,
      });
      return;
    }
    if (documents.length + files.length > MAX_DOCUMENTS) {
      toast({ variant: "destructive", title: "Too many files", description: `You can upload a maximum of ${MAX_DOCUMENTS} documents.` });
      return;
    }
    onAdd(files);
  }

  return (
    <div className="space-y-3">
      {documents.length > 0 ? (
        <ul className="divide-y rounded-lg border" aria-label="Selected documents">
          {documents.map(({ id, file }) => (
            <li key={id} className="flex items-center gap-3 px-3 py-2">
              <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium" title={file.name}>
                  {file.name}
                </span>
                <span className="block text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
              </span>
              <button
                type="button"
                onClick={() => onRemove(id)}
                disabled={disabled}
                aria-label={`Remove document ${file.name}`}
                className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {isFull ? null : (
        <div>
          <input
            id={inputId}
            type="file"
            accept={DOCUMENT_EXTENSIONS.join(",")}
            multiple
            onChange={handleFiles}
            disabled={disabled}
            aria-label="Upload documents"
            aria-describedby={hintId}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-dashed border-input bg-muted/40 px-4 text-sm font-medium transition-colors hover:border-primary hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <Paperclip className="size-4 text-primary" aria-hidden="true" />
            Add documents
          </label>
        </div>
      )}
      <p id={hintId} className="text-sm text-muted-foreground">
        {`Certificates, receipts or appraisals: up to ${MAX_DOCUMENTS} files (PDF, JPG, JPEG, PNG). ${documents.length} of ${MAX_DOCUMENTS} added.`}
      </p>
    </div>
  );
}
