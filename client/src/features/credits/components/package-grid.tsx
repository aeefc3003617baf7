import { lazy, Suspense, useDeferredValue, useState } from "react";
import type { CreditPackage } from "@contracts/credits";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth/use-auth";
import { cn } from "@/lib/utils";
import { useCreatePaymentIntent } from "../api/create-payment-intent";
import { useCreditPackages } from "../api/get-credit-packages";
import { usePaymentsConfig } from "../api/get-payments-config";
import { PackageCard } from "./package-card";
import { toastIntentFailed } from "./payment-toasts";
import type { Checkout } from "./purchase-dialog";
import { TestModeNotice } from "./test-mode-notice";

// The dialog and its card forms (Radix dialog, react-hook-form, zod: about 40 KB gzipped) load
// when a package is chosen, not with /credits and the landing page's pricing (decision 0015).
const loadPurchaseDialog = () => import("./purchase-dialog");
const PurchaseDialog = lazy(() => loadPurchaseDialog().then((module) => ({ default: module.PurchaseDialog })));

interface PackageGridProps {
  /** Which packages to show, by id; all of them when absent. */
  packageIds?: readonly number[];
  className?: string;
}

/**
 * Package cards and the purchase flow of core spec section 4: Select asks the server for a
 * payment intent, then "Complete Your Purchase" opens; signed-out visitors go to /api/login.
 */
export function PackageGrid({ packageIds, className }: PackageGridProps) {
  const { isAuthenticated, isLoading: isAuthLoading } = useAuth();
  const packagesQuery = useCreditPackages();
  const paymentsQuery = usePaymentsConfig();
  const createIntent = useCreatePaymentIntent();
  const packages = (packagesQuery.data ?? []).filter((pkg) => !packageIds || packageIds.includes(pkg.id));
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  // Once opened, the dialog stays mounted so its closing animation can play.
  const [hasCheckedOut, setHasCheckedOut] = useState(false);

  const handleSelect = (pkg: CreditPackage) => {
    setSelectedId(pkg.id);
    if (!isAuthenticated) {
      window.location.assign("/api/login");
      return;
    }
    void loadPurchaseDialog();
    createIntent.mutate(
      { packageId: pkg.id, amount: pkg.price },
      {
        onSuccess: ({ clientSecret }) => {
          setHasCheckedOut(true);
          setCheckout({ pkg, clientSecret });
        },
        onError: () => toastIntentFailed(),
      },
    );
  };

  const gridClass = cn(
    "grid gap-6 pt-3 sm:grid-cols-2",
    packages.length > 4 || !packageIds ? "lg:grid-cols-3" : "lg:grid-cols-4",
    className,
  );

  // The test-mode notice sits above the cards: both wait for the payments configuration too, so
  // the notice never arrives after the cards and pushes them down. The cards replace the skeleton
  // in a deferred render, which React slices, instead of the synchronous one the queries' answers
  // trigger (one long task on a phone: Lighthouse's total blocking time, decision 0015).
  const isPending = packagesQuery.isPending || paymentsQuery.isPending;
  const isDeferredPending = useDeferredValue(isPending);
  if (isPending || isDeferredPending) {
    return (
      <div className={gridClass} role="status" aria-busy="true" aria-label="Loading credit packages">
        {Array.from({ length: packageIds?.length ?? 6 }, (_, i) => (
          <Skeleton key={i} className="h-80" />
        ))}
      </div>
    );
  }
  if (packagesQuery.isError) {
    return <p className="text-center text-muted-foreground">The credit packages could not be loaded. Please refresh the page.</p>;
  }

  return (
    <>
      <TestModeNotice className="mx-auto mb-2 max-w-3xl" />
      <div className={gridClass}>
        {packages.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            isSelected={pkg.id === selectedId}
            isPending={createIntent.isPending && createIntent.variables?.packageId === pkg.id}
            disabled={isAuthLoading || createIntent.isPending}
            onSelect={handleSelect}
          />
        ))}
      </div>
      {paymentsQuery.data && hasCheckedOut && (
        <Suspense fallback={null}>
          <PurchaseDialog checkout={checkout} payments={paymentsQuery.data} onClose={() => setCheckout(null)} />
        </Suspense>
      )}
    </>
  );
}
