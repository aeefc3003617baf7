import type { CreditTransaction } from "@contracts/credits";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";

const TYPE_LABELS: Record<CreditTransaction["type"], string> = {
  purchase: "Purchase",
  usage: "Usage",
  refund: "Refund",
  adjustment: "Adjustment",
};

const formatAmount = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

function TypeBadge({ type }: { type: CreditTransaction["type"] }) {
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-medium",
        type === "usage" ? "bg-secondary text-secondary-foreground" : "bg-success/15 text-success",
      )}
    >
      {TYPE_LABELS[type]}
    </span>
  );
}

/** The credit ledger, newest first: date, type, amount, balance after, description. */
export function TransactionTable({
  transactions,
  isLoading = false,
}: {
  transactions: CreditTransaction[] | undefined;
  isLoading?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Transaction History</CardTitle>
        <CardDescription>Every purchase and every credit spent.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : !transactions?.length ? (
          <p className="py-6 text-center text-muted-foreground">No transactions yet. Your purchases and appraisals will appear here.</p>
        ) : (
          <>
            <ul className="divide-y sm:hidden" aria-label="Transactions">
              {transactions.map((tx) => (
                <li key={tx.id} className="flex items-start justify-between gap-4 py-3 text-sm">
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium">{tx.description}</p>
                    <p className="text-muted-foreground">
                      {formatDateTime(tx.date)} · <TypeBadge type={tx.type} />
                    </p>
                  </div>
                  <div className="shrink-0 text-right tabular-nums">
                    <p className={cn("font-medium", tx.amount > 0 && "text-success")}>{formatAmount(tx.amount)}</p>
                    <p className="text-muted-foreground">Balance {tx.balance}</p>
                  </div>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm sm:table">
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Type
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Balance
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Description
                  </th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((tx) => (
                  <tr key={tx.id} className="border-b last:border-0">
                    <td className="whitespace-nowrap py-3 pr-4">{formatDateTime(tx.date)}</td>
                    <td className="py-3 pr-4">
                      <TypeBadge type={tx.type} />
                    </td>
                    <td className={cn("py-3 pr-4 text-right font-medium tabular-nums", tx.amount > 0 ? "text-success" : "text-foreground")}>
                      {formatAmount(tx.amount)}
                    </td>
                    <td className="py-3 pr-4 text-right tabular-nums">{tx.balance}</td>
                    <td className="py-3">{tx.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
