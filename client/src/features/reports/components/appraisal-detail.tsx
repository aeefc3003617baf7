import { useEffect, useRef, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { ArrowLeft, FileText, Frame, Plus } from "lucide-react";
import { getAppraisalTitle } from "@contracts/appraisals";
import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api-client";
import { invalidateAfter } from "@/lib/invalidate";
import { isAppraisalFinished, useAppraisal } from "../api/get-appraisal";
import { formatUsdRange, formatDate } from "@/lib/format";
import { OwnerStatusBadge } from "@/components/owner-status-badge";
import { ArtworkDetails } from "./artwork-details";
import { Breadcrumb } from "./breadcrumb";
import { DocumentList } from "./document-list";
import { EmailReportDialog } from "./email-report-dialog";
import { ReportRanges } from "./report-ranges";
import { ImageViewer } from "./image-viewer";
import { NotFoundScreen } from "./not-found-screen";
import { NO_PERMISSION_MESSAGE } from "../permission-message";
import { StatusNotice } from "./status-notice";

export interface AppraisalDetailProps {
  appraisalId: string;
  /** /admin/appraisals/{id} reuses this screen (secondary spec); admins get their own actions. */
  isAdminView?: boolean;
  /** Extra buttons for the admin view, shown beside the report actions. */
  adminActions?: ReactNode;
}

/** The appraisal detail screen (core spec section 2); it follows the status until it is final. */
export function AppraisalDetail({ appraisalId, isAdminView = false, adminActions }: AppraisalDetailProps) {
  const { data: appraisal, error, isPending } = useAppraisal(appraisalId);
  const queryClient = useQueryClient();
  const previousStatus = useRef(appraisal?.status);

  // When the pipeline finishes while the page is open, the dashboard and history lists are stale.
  useEffect(() => {
    const status = appraisal?.status;
    if (previousStatus.current && previousStatus.current !== status && isAppraisalFinished(status)) {
      void invalidateAfter(queryClient, { kind: "appraisal" });
    }
    previousStatus.current = status;
  }, [appraisal?.status, queryClient]);

  const home = isAdminView ? { href: "/admin", label: "Admin" } : { href: "/dashboard", label: "Dashboard" };

  // The admin route sets its own metadata around this screen.
  const meta = (title: string) =>
    isAdminView ? null : <PageMeta title={`${title} | Antique Art Appraisers`} description="An appraisal and its status." noIndex />;

  if (isPending) {
    return (
      <>
        {meta("Appraisal")}
        <PageSpinner label="Loading the appraisal" />
      </>
    );
  }
  if (error || !appraisal) {
    const status = error instanceof ApiError ? error.status : 0;
    return (
      <NotFoundScreen
        title="Appraisal Not Found"
        message={
          status === 404 || status === 403
            ? isAdminView
              ? "This appraisal does not exist or was deleted."
              : NO_PERMISSION_MESSAGE.appraisal
            : "The appraisal could not be loaded. Check your connection and try again."
        }
        action={{ href: home.href, label: isAdminView ? "Back to Admin" : "Back to Dashboard" }}
      />
    );
  }

  const title = getAppraisalTitle(appraisal.artworkTitle);
  const isCompleted = appraisal.status === "completed";

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {meta(`${title} | Appraisal`)}
      <Breadcrumb items={[home, { href: isAdminView ? "/admin" : "/history", label: "Appraisals" }, { label: title }]} />

      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="break-words text-3xl font-bold sm:text-4xl">{title}</h1>
          <p className="text-muted-foreground">
            {[appraisal.artistLabel || "Unknown artist", appraisal.mediumLabel, appraisal.yearCreated].filter(Boolean).join(" · ")}
          </p>
          <OwnerStatusBadge appraisal={appraisal} view="detail" withIcon />
        </div>
        {(isCompleted || adminActions) && (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {isCompleted && (
              <>
                <Button asChild>
                  <Link href={`/appraisal/report/${appraisal.id}`}>
                    <FileText aria-hidden="true" />
                    View Full Report
                  </Link>
                </Button>
                <EmailReportDialog appraisalId={appraisal.id} />
              </>
            )}
            {adminActions}
          </div>
        )}
      </header>

      {isCompleted && appraisal.estimatedValue ? (
        <Card className="border-primary/40 bg-primary/5">
          <CardContent className="flex flex-col gap-2 p-6 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="text-sm font-medium text-muted-foreground">Estimated Value</p>
              <p className="font-serif text-3xl font-bold text-primary sm:text-4xl" data-testid="estimated-value">
                {formatUsdRange(appraisal.estimatedValue)}
              </p>
              <ReportRanges
                report={{
                  estimatedValueRange: appraisal.estimatedValue,
                  wideValueRange: appraisal.wideValue,
                  rangeCoverage: appraisal.rangeCoverage,
                }}
              />
            </div>
            <p className="text-sm text-muted-foreground sm:text-right">
              {appraisal.completedAt && <span className="block">Completed {formatDate(appraisal.completedAt)}</span>}
              {/* Never broken at its hyphens ("AV-" / "FH41-..."): it is read out and typed in whole. */}
              {appraisal.valuationId && (
                <span className="block">
                  Valuation ID{" "}
                  <span className="whitespace-nowrap font-mono font-medium text-foreground" data-testid="valuation-id">
                    {appraisal.valuationId}
                  </span>
                </span>
              )}
            </p>
          </CardContent>
        </Card>
      ) : (
        <StatusNotice appraisal={appraisal} />
      )}

      <Tabs defaultValue="details" className="space-y-4">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          <TabsTrigger value="details">Artwork Details</TabsTrigger>
          <TabsTrigger value="media">Images &amp; Documents</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <Card>
            <CardContent className="grid gap-6 p-6 md:grid-cols-[minmax(0,14rem)_1fr]">
              {appraisal.imageUrl && (
                <div className="space-y-3">
                  <img
                    src={appraisal.imageUrl}
                    alt={`${title}, primary photo`}
                    className="aspect-square w-full max-w-56 rounded-md border object-cover"
                  />
                  {/* The AR preview places this photo on the owner's wall at the recorded size (issue 18). */}
                  {!isAdminView && (
                    <Button asChild variant="outline" size="sm">
                      <Link href={`/ar-preview?artworkId=${encodeURIComponent(appraisal.id)}&title=${encodeURIComponent(title)}`}>
                        <Frame aria-hidden="true" />
                        View on your wall
                      </Link>
                    </Button>
                  )}
                </div>
              )}
              <ArtworkDetails appraisal={appraisal} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="media">
          <Card>
            <CardContent className="space-y-8 p-6">
              <section aria-labelledby="photos-heading" className="space-y-3">
                <h2 id="photos-heading" className="text-xl font-semibold">
                  Photos <span className="font-sans text-base font-normal text-muted-foreground">({appraisal.imageFiles.length})</span>
                </h2>
                <ImageViewer images={appraisal.imageFiles} title={title} />
              </section>
              <section aria-labelledby="documents-heading" className="space-y-3">
                <h2 id="documents-heading" className="text-xl font-semibold">
                  Documents{" "}
                  <span className="font-sans text-base font-normal text-muted-foreground">({appraisal.documentFiles.length})</span>
                </h2>
                <DocumentList documents={appraisal.documentFiles} />
              </section>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>

      <div className="flex flex-col gap-2 border-t pt-6 sm:flex-row sm:justify-between">
        <Button asChild variant="outline">
          <Link href={home.href}>
            <ArrowLeft aria-hidden="true" />
            {isAdminView ? "Back to Admin" : "Back to Dashboard"}
          </Link>
        </Button>
        {!isAdminView && (
          <Button asChild variant="secondary">
            <Link href="/new-appraisal">
              <Plus aria-hidden="true" />
              Submit Another Appraisal
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
