import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { Coins } from "lucide-react";
import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/features/auth/use-auth";
import { LoginRequiredCard } from "@/features/appraisals/components/login-required-card";
import { NewAppraisalWizard } from "@/features/appraisals/components/new-appraisal-wizard";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";

/** /new-appraisal: the submission wizard for signed-in users, a Login Required card otherwise. */
export default function NewAppraisalPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const credits = useQuery({ ...creditsQueryOptions, enabled: isAuthenticated });
  // Submission reads the balance afresh (core spec section 4), not the cached figure.
  const getCreditBalance = useCallback(async () => (await queryClient.fetchQuery({ ...creditsQueryOptions, staleTime: 0 })).balance ?? 0, [queryClient]);

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
          <NewAppraisalWizard getCreditBalance={getCreditBalance} />
        </div>
      )}
    </>
  );
}
