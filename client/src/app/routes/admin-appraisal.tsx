import { useLocation, useParams } from "wouter";
import { PageMeta } from "@/components/page-meta";
import { AppraisalAdminSummary } from "@/features/admin/components/appraisal-admin-summary";
import { AdminAppraisalToolbar } from "@/features/admin/components/appraisal-toolbar";
import { AppraisalDetail } from "@/features/reports/components/appraisal-detail";
import { RequireAdmin } from "../require-admin";

/** /admin/appraisals/{id}: the shared appraisal detail screen with the admin's actions around it. */
export default function AdminAppraisalPage() {
  const { id = "" } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  return (
    <>
      <PageMeta />
      <RequireAdmin>
        <AppraisalAdminSummary appraisalId={id} />
        <AppraisalDetail
          key={id}
          appraisalId={id}
          isAdminView
          adminActions={<AdminAppraisalToolbar appraisalId={id} onDeleted={() => navigate("/admin", { replace: true })} />}
        />
      </RequireAdmin>
    </>
  );
}
