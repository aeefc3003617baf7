import type { LegalContext, LegalDocument } from "./types";

export function getDisclaimer({ appName, supportEmail }: LegalContext): LegalDocument {
  return {
    title: "Disclaimer",
    summary: `${appName} provides estimates of value to help you understand your artwork. Please read this disclaimer before you rely on a report.`,
    sections: [
      {
        heading: "1. Estimates, not formal authentication",
        paragraphs: [
          "Every report is an estimate based on the photographs and information you provide. It is not a formal authentication, a certificate of authenticity, a statement of attribution, or a guarantee of the price an artwork will achieve. Authentication of a work requires physical examination, material analysis and provenance research by qualified specialists.",
        ],
      },
      {
        heading: "2. How reports are prepared",
        paragraphs: [
          "Reports are prepared with the help of artificial intelligence that analyses the images (such as colour, texture, composition and technique) and compares the work with styles, eras and market information. The quality of an estimate depends on the quality of the photographs and the accuracy and completeness of the details you give. Up to five images can be submitted per appraisal; clear, well-lit photos of the front, back, signature and any labels give the best results.",
        ],
      },
      {
        heading: "3. Market information",
        paragraphs: [
          "Market trends, price ranges and regional data shown on the site are drawn from public auction results, gallery reports and similar sources and are provided for general information. Art markets change, and past results do not predict future prices. Nothing on the site is financial or investment advice.",
        ],
      },
      {
        heading: "4. Insurance, tax and legal use",
        paragraphs: [
          "A report can serve as initial documentation for insurance purposes, but some insurers require an appraisal by a certified appraiser. Reports are not intended for tax filings, estate settlements, charitable donations, legal disputes or any other purpose for which a qualified appraisal is required by law. Check with the party that will rely on the report before you use it.",
        ],
      },
      {
        heading: "5. Quick estimates",
        paragraphs: [
          "The instant estimate on the home page is a preliminary figure computed from a few general attributes. It is less precise than a full appraisal and should be read only as an indication.",
        ],
      },
      {
        heading: "6. No liability for decisions",
        paragraphs: [
          "You remain responsible for decisions you make to buy, sell, insure or keep an artwork. To the extent the law allows, we are not liable for any loss arising from reliance on an estimate, beyond what our Terms of Service provide.",
        ],
      },
      {
        heading: "7. Questions",
        paragraphs: [`If anything in a report is unclear, contact us at ${supportEmail} and we will explain how the estimate was reached.`],
      },
    ],
  };
}
