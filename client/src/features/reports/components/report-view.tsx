import { Link } from "wouter";
import { AlertTriangle, ArrowLeft, Download, Hourglass, Printer } from "lucide-react";
import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { getReportPdfUrl, useReport } from "../api/get-report";
import { NotFoundScreen } from "./not-found-screen";
import { NO_PERMISSION_MESSAGE } from "../permission-message";
import { ReportDocument } from "./report-document";

/** /appraisal/report/{id}: the printable report with Back, Print and Download PDF. */
export function ReportView({ appraisalId }: { appraisalId: string }) {
  const report = useReport(appraisalId);
  const detailPath = `/appraisal/${appraisalId}`;

  if (report.isPending) {
    return (
      <>
        <PageMeta title="Appraisal Report | Antique Art Appraisers" description="An appraisal report." noIndex />
        <PageSpinner label="Loading the report" />
      </>
    );
  }
  if (report.isError) {
    const status = report.error instanceof ApiError ? report.error.status : 0;
    if (status === 404 || status === 403) {
      return (
        <NotFoundScreen
          title="Report Not Found"
          message={NO_PERMISSION_MESSAGE.report}
          action={{ href: "/dashboard", label: "Back to Dashboard" }}
        />
      );
    }
    if (status === 409) {
      return (
        <NotFoundScreen
          title="Error Loading Report"
          icon={<Hourglass className="size-8" aria-hidden="true" />}
          message="The report is available once the appraisal is completed. You can follow its progress on the appraisal page."
          action={{ href: detailPath, label: "Back to the Appraisal" }}
        />
      );
    }
    return (
      <NotFoundScreen
        title="Error Loading Report"
        icon={<AlertTriangle className="size-8" aria-hidden="true" />}
        message="The report could not be loaded. Check your connection and try again."
        action={{ href: detailPath, label: "Back to the Appraisal" }}
      >
        <Button variant="outline" onClick={() => void report.refetch()}>
          Try Again
        </Button>
      </NotFoundScreen>
    );
  }

  const data = report.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <PageMeta
        title={`Appraisal Report: ${data.title} | Antique Art Appraisers`}
        description={`The appraisal report for ${data.title}.`}
        noIndex
      />
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="outline">
          <Link href={detailPath}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button asChild>
            <a href={getReportPdfUrl(appraisalId, { download: true })} download>
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        </div>
      </div>
      <ReportDocument report={data} />
    </div>
  );
}
