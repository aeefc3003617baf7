import type { ReactNode } from "react";
import { FileText, Sparkles } from "lucide-react";
import { getMediumLabel, type CreateAppraisalFields, type StylePrediction } from "@contracts/appraisals";
import { formatDimensions } from "@contracts/reports";
import { describeStyleVerdict, UNCERTAIN_STYLE_LABEL } from "@contracts/style-wording";
import { useObjectUrl } from "@/lib/use-object-url";
import type { SelectedFile } from "./selected-file";
import { KnownWorkNotice } from "@/components/known-work-notice";

/** The review shows at most this many characteristics and this much description (core spec section 2). */
export const MAX_REVIEW_CHARACTERISTICS = 3;
export const MAX_REVIEW_DESCRIPTION_CHARS = 150;

export function truncateText(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength).trimEnd()}...` : text;
}

interface ReviewStepProps {
  values: CreateAppraisalFields;
  images: SelectedFile[];
  documents: SelectedFile[];
  analysis: StylePrediction | null;
}

/** Step 3: everything gathered so far, and the AI's style analysis when there is one. */
export function ReviewStep({ values, images, documents, analysis }: ReviewStepProps) {
  const details: [string, string | undefined][] = [
    ["Medium", values.medium ? getMediumLabel(values.medium) : undefined],
    ["Artist", values.artistName],
    ["Title", values.artworkTitle],
    ["Year", values.yearCreated],
    ["Dimensions", formatDimensions(values.height, values.width) ?? undefined],
    ["Provenance", values.provenance],
    ["Additional Notes", values.additionalNotes],
  ];

  return (
    <div className="space-y-6">
      <ReviewSection title={`Images (${images.length})`}>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {images.map((image, index) => (
            <ReviewThumbnail key={image.id} image={image} isPrimary={index === 0} />
          ))}
        </ul>
      </ReviewSection>

      <ReviewSection title="Artwork Details">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {details.map(([label, value]) => (
            <div key={label} className={label === "Provenance" || label === "Additional Notes" ? "sm:col-span-2" : undefined}>
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
              <dd className={value?.trim() ? "whitespace-pre-line break-words text-sm" : "text-sm italic text-muted-foreground"}>
                {value?.trim() || "Not provided"}
              </dd>
            </div>
          ))}
        </dl>
      </ReviewSection>

      <ReviewSection title={`Supporting Documents (${documents.length})`}>
        {documents.length === 0 ? (
          <p className="text-sm italic text-muted-foreground">None added</p>
        ) : (
          <ul className="space-y-1">
            {documents.map(({ id, file }) => (
              <li key={id} className="flex items-center gap-2 text-sm">
                <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="truncate">{file.name}</span>
              </li>
            ))}
          </ul>
        )}
      </ReviewSection>

      {analysis ? <AnalysisSummary analysis={analysis} /> : null}
    </div>
  );
}

function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="font-sans text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function ReviewThumbnail({ image, isPrimary }: { image: SelectedFile; isPrimary: boolean }) {
  const url = useObjectUrl(image.file);
  return (
    <li className="relative aspect-square overflow-hidden rounded-md border bg-muted">
      {url ? (
        <img src={url} alt={isPrimary ? `Primary image: ${image.file.name}` : image.file.name} className="size-full object-cover" />
      ) : null}
      {isPrimary ? (
        <span className="absolute bottom-1 left-1 rounded bg-primary px-1.5 text-[0.65rem] font-semibold text-primary-foreground">
          Primary
        </span>
      ) : null}
    </li>
  );
}

function AnalysisSummary({ analysis }: { analysis: StylePrediction }) {
  const characteristics = analysis.characteristics.slice(0, MAX_REVIEW_CHARACTERISTICS);
  return (
    <section aria-labelledby="ai-analysis-heading" className="space-y-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <h3 id="ai-analysis-heading" className="flex items-center gap-2 font-sans text-sm font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        AI Style Analysis
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Style</dt>
          <dd className="text-sm font-medium">{analysis.uncertain ? UNCERTAIN_STYLE_LABEL : analysis.style}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Era</dt>
          {/* The report does not date a work whose style is uncertain ("the period should be read from the work itself"). */}
          <dd className="text-sm font-medium">{analysis.uncertain ? UNCERTAIN_STYLE_LABEL : analysis.era}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Confidence</dt>
          <dd className="text-sm font-medium">{`${Math.round(analysis.probability * 100)}%`}</dd>
        </div>
      </dl>
      <KnownWorkNotice knownWork={analysis.knownWork} />
      <p className="text-sm" data-testid="style-verdict">
        {describeStyleVerdict(analysis)}
      </p>
      {characteristics.length > 0 ? (
        <div>
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Characteristics</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm marker:text-primary">
            {characteristics.map((characteristic) => (
              <li key={characteristic}>{characteristic}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {analysis.description ? (
        <p className="text-sm text-muted-foreground">{truncateText(analysis.description, MAX_REVIEW_DESCRIPTION_CHARS)}</p>
      ) : null}
    </section>
  );
}
