import { getDisclaimer } from "./disclaimer";
import { getPrivacyPolicy } from "./privacy";
import { getRefundPolicy } from "./refund-policy";
import { getTermsOfService } from "./terms";
import type { LegalContext, LegalDocument } from "./types";

export { LEGAL_LAST_UPDATED, type LegalContext, type LegalDocument, type LegalSection } from "./types";

const BUILDERS = {
  terms: getTermsOfService,
  privacy: getPrivacyPolicy,
  "refund-policy": getRefundPolicy,
  disclaimer: getDisclaimer,
} as const satisfies Record<string, (context: LegalContext) => LegalDocument>;

/** The four legal pages, keyed by their path without the slash (decision 3). */
export type LegalDocumentId = keyof typeof BUILDERS;

export const LEGAL_DOCUMENT_IDS = Object.keys(BUILDERS) as LegalDocumentId[];

/** One legal document with the site's name and contact details filled in. */
export function getLegalDocument(id: LegalDocumentId, context: LegalContext): LegalDocument {
  return BUILDERS[id](context);
}
