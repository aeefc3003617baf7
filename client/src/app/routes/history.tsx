import { PageMeta } from "@/components/page-meta";
import { AppraisalHistory } from "@/features/history/components/appraisal-history";

/** /history */
export default function HistoryPage() {
  return (
    <>
      <PageMeta noIndex />
      <AppraisalHistory />
    </>
  );
}
