import { useParams } from "wouter";
import { PageSpinner } from "@/components/page-spinner";
import { AppraisalDetail } from "@/features/reports/components/appraisal-detail";
import { useRequireUser } from "../use-require-user";

/** /appraisal/{id} */
export default function AppraisalDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
  const hasUser = useRequireUser();
  if (!hasUser) return <PageSpinner label="Checking your session" />;
  return <AppraisalDetail key={id} appraisalId={id} />;
}
