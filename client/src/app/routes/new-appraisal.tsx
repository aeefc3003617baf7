import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { Coins } from "lucide-react";
import { APPRAISAL_COST_CREDITS } from "@contracts/appraisals";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/lib/auth/use-auth";
import { LoginRequiredCard } from "@/features/appraisals/components/login-required-card";
import { NewAppraisalWizard } from "@/features/appraisals/components/new-appraisal-wizard";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";

/** Said on arrival, not at Submit: a user with no credit learns it before filling four steps. */
function NoCreditsNotice() {
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-foreground">You have no credits</p>
        <p className="text-muted-foreground">
          An appraisal uses {APPRAISAL_COST_CREDITS} credit. Fill in the form now if you like: your draft, photos included, is kept in this
          browser while you buy credits.
        </p>
      </div>
      <Button asChild className="shrink-0 self-start sm:self-auto">
        <Link href="/credits">Buy credits</Link>
      </Button>
    </div>
  );
}

/** /new-appraisal: the submission wizard for signed-in users, a Login Required card otherwise. */
export default function NewAppraisalPage() {
  const { user, isAuthenticated, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const credits = useQuery({ ...creditsQueryOptions, enabled: isAuthenticated });
  // Submission reads the balance afresh (core spec section 4), not the cached figure.
  const getCreditBalance = useCallback(
    async () => (await queryClient.fetchQuery({ ...creditsQueryOptions, staleTime: 0 })).balance ?? 0,
    [queryClient],
  );

  return (
    <>
      <PageMeta />
      {isLoading ? (
        <PageSpinner label="Checking your session" />
      ) : !isAuthenticated ? (
        <LoginRequiredCard />
      ) : (
        <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
          <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="space-y-2">
              <h1 className="text-3xl font-bold sm:text-4xl">New Appraisal</h1>
              <p className="text-muted-foreground">Upload photos of your artwork and tell us what you know about it.</p>
            </div>
            <Link
              href="/credits"
              className="inline-flex shrink-0 items-center gap-2 self-start rounded-full border px-3 py-1.5 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:self-auto"
            >
              <Coins className="size-4 text-primary" aria-hidden="true" />
              {credits.data ? `${credits.data.balance} ${credits.data.balance === 1 ? "credit" : "credits"} available` : "Your credits"}
            </Link>
          </header>
          {credits.data && credits.data.balance < APPRAISAL_COST_CREDITS ? <NoCreditsNotice /> : null}
          <NewAppraisalWizard getCreditBalance={getCreditBalance} draftKey={user?.id ?? "signed-in"} />
        </div>
      )}
    </>
  );
}
