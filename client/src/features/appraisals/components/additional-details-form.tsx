import { useFormContext } from "react-hook-form";
import type { CreateAppraisalFields } from "@contracts/appraisals";
import { Textarea } from "@/components/ui/textarea";
import { DocumentUploader } from "./document-uploader";
import { FormField } from "@/components/form-field";
import type { SelectedFile } from "./selected-file";

const TEXT_AREAS = [
  {
    name: "provenance",
    label: "Provenance",
    placeholder: "Where the work comes from: where it was bought (a gallery, an auction, a market, online), previous owners, exhibitions.",
    // Where it was bought says which market the range describes (decision 0035), so the owner is told why it is asked.
    description:
      "Where it was bought tells us which market it sells in: a flea market or online sale, or a gallery or fine-art auction house.",
  },
  {
    name: "additionalNotes",
    label: "Additional Notes",
    placeholder: "Condition, signatures, labels on the back, restorations, anything else we should know.",
    description: undefined,
  },
] as const;

interface AdditionalDetailsFormProps {
  documents: SelectedFile[];
  onAddDocuments: (files: File[]) => void;
  onRemoveDocument: (id: string) => void;
}

/** Step 2: provenance, notes and supporting documents, all optional. */
export function AdditionalDetailsForm({ documents, onAddDocuments, onRemoveDocument }: AdditionalDetailsFormProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CreateAppraisalFields>();

  return (
    <div className="space-y-5">
      {TEXT_AREAS.map(({ name, label, placeholder, description }) => (
        <FormField key={name} id={`appraisal-${name}`} label={label} description={description} error={errors[name]?.message}>
          {(control) => <Textarea {...control} rows={4} placeholder={placeholder} {...register(name)} />}
        </FormField>
      ))}
      <section aria-labelledby="supporting-documents-heading" className="space-y-3">
        <h3 id="supporting-documents-heading" className="font-sans text-sm font-medium">
          Supporting Documents
        </h3>
        <DocumentUploader documents={documents} onAdd={onAddDocuments} onRemove={onRemoveDocument} />
      </section>
    </div>
  );
}
