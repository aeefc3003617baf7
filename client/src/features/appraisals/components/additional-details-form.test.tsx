import { renderToStaticMarkup } from "react-dom/server";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { CreateAppraisalFields } from "@contracts/appraisals";
import { AdditionalDetailsForm } from "./additional-details-form";

function Step() {
  const form = useForm<CreateAppraisalFields>();
  return (
    <FormProvider {...form}>
      <AdditionalDetailsForm documents={[]} onAddDocuments={() => {}} onRemoveDocument={() => {}} />
    </FormProvider>
  );
}

describe("the wizard's provenance field (issue 49)", () => {
  it("asks where the work was bought and says why, tied to the field for screen readers", () => {
    const html = renderToStaticMarkup(<Step />);
    expect(html).toMatch(/placeholder="Where the work comes from: where it was bought \(a gallery, an auction, a market, online\)/);
    expect(html).toContain('id="appraisal-provenance-hint"');
    expect(html).toMatch(/<textarea[^>]*id="appraisal-provenance"[^>]*aria-describedby="appraisal-provenance-hint"/);
    expect(html).toContain("Where it was bought tells us which market it sells in");
    // The notes field has no hint of its own.
    expect(html).not.toContain('id="appraisal-additionalNotes-hint"');
  });
});
