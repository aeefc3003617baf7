import { PageMeta } from "@/components/page-meta";
import { useAuth } from "@/lib/auth/use-auth";
import { useCredits } from "@/features/credits/api/get-credits";
import { BalanceCard } from "@/features/credits/components/balance-card";
import { Dashboard } from "@/features/dashboard/components/dashboard";

/** /dashboard: the dashboard feature, with the credits feature's balance card composed in. */
export default function DashboardPage() {
  const { isAuthenticated } = useAuth();
  const credits = useCredits({ enabled: isAuthenticated });
  return (
    <>
      <PageMeta noIndex />
      <Dashboard creditBalance={<BalanceCard balance={credits.data?.balance} isLoading={credits.isPending} />} />
    </>
  );
}
