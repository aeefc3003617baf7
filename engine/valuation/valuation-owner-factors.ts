/**
 * The factors the sales record does not hold: the held-out price-level correction, and what the
 * owner tells (condition, provenance, documents, labels and certificates), priced at the premiums
 * appraisers cite (decisions 27 and 28). One small function per factor.
 */
import { CONDITION_EFFECTS, DOCUMENT_EFFECT_EACH, MAX_DOCUMENTS_COUNTED, PROVENANCE_EFFECTS } from "@engine/knowledge";
import type { ConditionLevel, QuickEstimateCondition } from "@engine/submission";
import type { ValuationFactor } from "../../contracts/appraisals";
import { levelCorrection } from "./valuation-pricing";
import type { Piece } from "./valuation-piece";

const CONDITION_LABELS: Record<ConditionLevel, string> = {
  excellent: "Excellent",
  good: "Good",
  minorWear: "Minor wear",
  restored: "Restored",
  damaged: "Damaged",
  heavilyDamaged: "Heavily damaged",
};

const FORM_CONDITION: Partial<Record<QuickEstimateCondition, ConditionLevel>> = {
  Excellent: "excellent",
  Good: "good",
  Fair: "minorWear",
  Poor: "damaged",
};

/**
 * The curve was learnt on what the sales model predicts (the work, its hand, its market), so it
 * is read there, before condition, provenance and documents, which the sales data do not record.
 */
export function priceLevelFactor(salesModelMidpoint: number): ValuationFactor | undefined {
  const correction = levelCorrection(salesModelMidpoint);
  if (Math.abs(Math.log(correction)) < 0.01) return undefined;
  return {
    name: "Price level",
    value: correction > 1 ? "Works at this price sell higher" : "Works at this price sell lower",
    effect: correction,
    explanation:
      "Held out house by house, works the model prices at this level sold at about this factor of its figure, so the midpoint is corrected by it.",
  };
}

/** The owner's words take precedence over a condition chosen in a form. */
export function conditionFactor(piece: Piece, formCondition: QuickEstimateCondition | undefined): ValuationFactor {
  const said = piece.findings.condition;
  const level = said?.level ?? (formCondition ? FORM_CONDITION[formCondition] : undefined);
  if (!level)
    return {
      name: "Condition",
      value: "Not described",
      effect: 1,
      explanation: "The owner did not describe the condition and photographs cannot show it reliably; none is assumed.",
    };
  return {
    name: "Condition",
    value: CONDITION_LABELS[level],
    effect: CONDITION_EFFECTS[level],
    explanation: said ? `From the owner's words: ${said.words.map((w) => `"${w}"`).join(", ")}.` : "As stated in the form.",
  };
}

export function provenanceFactor(piece: Piece, provenanceText: string | null | undefined): ValuationFactor {
  const provenance = (provenanceText ?? "").trim();
  const support = piece.findings.provenanceSupport;
  return {
    name: "Provenance",
    value: support.length > 0 ? "Traceable" : provenance ? "Family or private history" : "None given",
    effect: support.length > 0 ? PROVENANCE_EFFECTS.documented : provenance ? PROVENANCE_EFFECTS.mentioned : 1,
    explanation:
      support.length > 0
        ? `Mentions ${support
            .slice(0, 3)
            .map((w) => `"${w}"`)
            .join(", ")}, which a buyer can check.`
        : provenance
          ? "A history that cannot be checked adds a little."
          : "No ownership history given.",
  };
}

/** Documents counted (at most MAX_DOCUMENTS_COUNTED). */
export const countedDocuments = (documentsCount: number | undefined) =>
  Math.min(MAX_DOCUMENTS_COUNTED, Math.max(0, Math.floor(documentsCount ?? 0)));

export function documentsFactor(documentsCount: number | undefined): ValuationFactor {
  const documents = countedDocuments(documentsCount);
  return {
    name: "Supporting documents",
    value: String(documentsCount ?? 0),
    effect: 1 + DOCUMENT_EFFECT_EACH * documents,
    explanation: documents
      ? `Certificates, receipts or records, ${Math.round(DOCUMENT_EFFECT_EACH * 100)}% each (at most ${MAX_DOCUMENTS_COUNTED}).`
      : "No documents uploaded.",
  };
}

export function labelsFactor(piece: Piece): ValuationFactor | undefined {
  const { labels, certificates } = piece.findings;
  if (labels.length === 0 && certificates.length === 0) return undefined;
  return {
    name: "Labels and certificates",
    value: [...labels, ...certificates].slice(0, 4).join(", "),
    effect: 1,
    explanation: "Mentioned by the owner; they support an attribution once seen, and are counted through provenance and documents.",
  };
}
