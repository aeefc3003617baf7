import { getLegalDocument, type LegalDocumentId } from "@/features/legal/content";
import { LegalDocumentView } from "@/features/legal/components/legal-document-view";
import { PageMeta } from "@/components/page-meta";
import { getSiteConfig } from "@/lib/site-config";

/** /terms, /privacy, /refund-policy and /disclaimer: one page, the document chosen by route. */
export default function LegalPage({ documentId }: { documentId: LegalDocumentId }) {
  const document = getLegalDocument(documentId, getSiteConfig());
  return (
    <>
      <PageMeta />
      <LegalDocumentView document={document} currentPath={`/${documentId}`} />
    </>
  );
}
