import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/features/auth/use-auth";
import { CREDITS_QUERY_KEY, creditsQueryOptions } from "@/features/credits/api/get-credits";
import { useCreditPackages } from "@/features/credits/api/get-credit-packages";
import { usePaymentsConfig } from "@/features/credits/api/get-payments-config";
import { BalanceCard } from "@/features/credits/components/balance-card";
import { PackageGrid } from "@/features/credits/components/package-grid";
import { SuccessDialog } from "@/features/credits/components/success-dialog";
import { TransactionTable } from "@/features/credits/components/transaction-table";

// ?success=true&package={id} is where the payment provider returns the browser (spec section 7).
function readPaymentReturn(): { packageId: number | null } | null {
  const params = new URLSearchParams(window.location.search);
  if (params.get("success") !== "true") return null;
  const packageId = Number(params.get("package"));
  return { packageId: Number.isInteger(packageId) ? packageId : null };
}

/** /credits: balance, the six packages, the purchase flow, the history and the success dialog. */
export default function CreditsPage() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const packages = useCreditPackages();
  const payments = usePaymentsConfig();
  const [paymentReturn, setPaymentReturn] = useState(readPaymentReturn);
  // With Stripe the webhook may land a moment after the browser returns: look again briefly.
  const isAwaitingWebhook = !!paymentReturn && payments.data?.provider === "stripe";
  const credits = useQuery({ ...creditsQueryOptions, enabled: isAuthenticated, refetchInterval: isAwaitingWebhook ? 2000 : false });

  useEffect(() => {
    if (!paymentReturn) return;
    // The dialog only reports: the server granted the credits before the redirect (decision 10).
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
    void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
  }, [paymentReturn, queryClient]);

  const returnedPackage = packages.data?.find((pkg) => pkg.id === paymentReturn?.packageId);

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold sm:text-4xl">Credits</h1>
        <p className="text-muted-foreground">
          Buy credits to have your artwork appraised. One credit is one appraisal, and credits never expire.
        </p>
      </header>

      {isAuthenticated ? (
        <BalanceCard balance={credits.data?.balance} isLoading={credits.isPending} />
      ) : (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-muted-foreground">Sign in to see your balance and your transaction history.</p>
            <Button asChild variant="outline">
              <Link href="/auth">Sign In</Link>
            </Button>
          </CardContent>
        </Card>
      )}

      <section aria-labelledby="packages-heading" className="space-y-4">
        <h2 id="packages-heading" className="text-2xl font-semibold">
          Credit Packages
        </h2>
        <PackageGrid />
      </section>

      {isAuthenticated && <TransactionTable transactions={credits.data?.transactions} isLoading={credits.isPending} />}

      <SuccessDialog open={!!paymentReturn} pkg={returnedPackage} onClose={() => setPaymentReturn(null)} />
    </div>
  );
}
