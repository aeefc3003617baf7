import { PageMeta } from "@/components/page-meta";
import { TrendMapPage } from "@/features/market/components/trend-map-page";

/** /art-trend-map (its own chunk: the map's geometry loads with this page only). */
export default function ArtTrendMapRoute() {
  return (
    <>
      <PageMeta />
      <TrendMapPage />
    </>
  );
}
