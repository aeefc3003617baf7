import { Coins } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The credit balance; one credit buys one appraisal and credits never expire (spec section 1). */
export function BalanceCard({ balance, isLoading = false }: { balance: number | undefined; isLoading?: boolean }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">Your Credit Balance</CardTitle>
          <CardDescription>1 credit = 1 appraisal. Credits never expire.</CardDescription>
        </div>
        <Coins className="h-8 w-8 text-primary" aria-hidden />
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-12 w-24" />
        ) : (
          <p className="flex items-baseline gap-2" data-testid="credit-balance">
            <span className="text-5xl font-bold tracking-tight">{balance ?? 0}</span>
            <span className="text-muted-foreground">{(balance ?? 0) === 1 ? "credit" : "credits"} available</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
