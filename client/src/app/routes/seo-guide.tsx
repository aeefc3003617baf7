import { PageMeta } from "@/components/page-meta";
import { SeoGuideView } from "@/features/seo-guide/components/seo-guide-view";

/** /seo-guide */
export default function SeoGuideRoute() {
  return (
    <>
      <PageMeta />
      <SeoGuideView />
    </>
  );
}
