import { useParams } from "wouter";
import { PageSpinner } from "@/components/page-spinner";
import { ReportView } from "@/features/reports/components/report-view";
import { useRequireUser } from "../use-require-user";

/** /appraisal/report/{id} */
export default function AppraisalReportPage() {
  const { id = "" } = useParams<{ id: string }>();
  const hasUser = useRequireUser();
  if (!hasUser) return <PageSpinner label="Checking your session" />;
  return <ReportView key={id} appraisalId={id} />;
}
