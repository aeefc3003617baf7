import { PageMeta } from "@/components/page-meta";
import { MarketReportView } from "@/features/market/components/market-report-view";

/** /market-report */
export default function MarketReportRoute() {
  return (
    <>
      <PageMeta />
      <MarketReportView />
    </>
  );
}
