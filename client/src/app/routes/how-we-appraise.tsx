import { PageMeta } from "@/components/page-meta";
import { MethodologyView } from "@/features/methodology/components/methodology-view";

/** /how-we-appraise */
export default function HowWeAppraiseRoute() {
  return (
    <>
      <PageMeta />
      <MethodologyView />
    </>
  );
}
