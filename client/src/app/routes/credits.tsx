import { lazy, Suspense, useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/lib/auth/use-auth";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { invalidateAfter } from "@/lib/invalidate";
import { useCreditPackages } from "@/features/credits/api/get-credit-packages";
import { usePaymentStatus } from "@/features/credits/api/get-payment-status";
import { BalanceCard } from "@/features/credits/components/balance-card";
import { PackageGrid } from "@/features/credits/components/package-grid";
import { TransactionTable } from "@/features/credits/components/transaction-table";

// Radix's dialog loads only for a confirmed payment, not with every visit to /credits.
const SuccessDialog = lazy(() => import("@/features/credits/components/success-dialog").then((m) => ({ default: m.SuccessDialog })));

// ?success=true&package={id}&payment={id} is where the payment provider returns the browser (spec
// section 7); Stripe adds payment_intent itself after a bank's check. Only the payment id is trusted.
function readPaymentReturn(): { paymentId: string | null } | null {
  const params = new URLSearchParams(window.location.search);
  if (params.get("success") !== "true" && !params.has("payment_intent")) return null;
  return { paymentId: params.get("payment") ?? params.get("payment_intent") };
}

/** /credits: balance, the six packages, the purchase flow, the history and the success dialog. */
export default function CreditsPage() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const packages = useCreditPackages();
  const [paymentReturn, setPaymentReturn] = useState(readPaymentReturn);
  // The success dialog reports only a payment the server says succeeded (a hand-typed URL shows nothing).
  const returnedPayment = usePaymentStatus(paymentReturn?.paymentId ?? null, { enabled: isAuthenticated });
  const isPaymentConfirmed = returnedPayment.data?.status === "succeeded";
  const credits = useQuery({ ...creditsQueryOptions, enabled: isAuthenticated });

  useEffect(() => {
    if (!paymentReturn) return;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
  }, [paymentReturn]);

  useEffect(() => {
    // The grant happened on the server (decision 10); the balance and history show it now.
    if (isPaymentConfirmed) void invalidateAfter(queryClient, { kind: "credits" });
  }, [isPaymentConfirmed, queryClient]);

  const returnedPackage = packages.data?.find((pkg) => pkg.id === returnedPayment.data?.packageId);

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

      {isPaymentConfirmed && (
        <Suspense fallback={null}>
          <SuccessDialog open={!!paymentReturn} pkg={returnedPackage} onClose={() => setPaymentReturn(null)} />
        </Suspense>
      )}
    </div>
  );
}
