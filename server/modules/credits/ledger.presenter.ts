import type { CreditTransaction } from "../../../contracts/credits";
import type { CreditLedgerRow } from "../../db/schema";

/** The only way a ledger row becomes JSON; balance is the balance after the entry. */
export function presentTransaction(row: CreditLedgerRow): CreditTransaction {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    type: row.type,
    amount: row.amount,
    balance: row.balanceAfter,
    description: row.description,
  };
}
