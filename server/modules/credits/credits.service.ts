import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import { APPRAISAL_COST_CREDITS } from "../../../contracts/appraisals";
import type { DbOrTx } from "../../db/client";
import { creditBalances, creditLedger, payments, type CreditLedgerRow, type PaymentRow } from "../../db/schema";
import { insufficientCredits } from "../../errors";

/** How many ledger entries GET /api/credits returns, newest first. */
export const TRANSACTION_HISTORY_LIMIT = 200;

/** The user's balance; 0 when they never held credits (core spec section 3). */
export async function getBalance({ db, userId }: { db: DbOrTx; userId: string }): Promise<number> {
  const [row] = await db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}

/** One of the user's own payments by the provider's id; another user's id finds nothing. */
export async function findUserPayment({
  db,
  userId,
  providerPaymentId,
}: {
  db: DbOrTx;
  userId: string;
  providerPaymentId: string;
}): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

/** The user's ledger entries, newest first. */
export async function listTransactions({
  db,
  userId,
  limit = TRANSACTION_HISTORY_LIMIT,
}: {
  db: DbOrTx;
  userId: string;
  limit?: number;
}): Promise<CreditLedgerRow[]> {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.seq)).limit(limit);
}

// Adds to the balance row (creating it on first use) and answers the new balance.
async function addToBalance(tx: DbOrTx, userId: string, amount: number): Promise<number> {
  const [row] = await tx
    .insert(creditBalances)
    .values({ userId, balance: amount })
    .onConflictDoUpdate({
      target: creditBalances.userId,
      set: { balance: sql`${creditBalances.balance} + ${amount}`, updatedAt: new Date() },
    })
    .returning({ balance: creditBalances.balance });
  return row!.balance;
}

/**
 * Grants a verified payment's credits exactly once (decision 10): marking the payment succeeded
 * and writing the purchase entry happen in one transaction, and only the call that flips the
 * status grants. Answers whether this call granted.
 */
export async function grantPurchase({
  db,
  paymentId,
  description,
}: {
  db: DbOrTx;
  paymentId: string;
  description?: string;
}): Promise<{ granted: boolean; payment: PaymentRow | undefined }> {
  return db.transaction(async (tx) => {
    // The row lock makes a concurrent grant of the same payment wait, then find it succeeded.
    const [payment] = await tx
      .update(payments)
      .set({ status: "succeeded", updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), ne(payments.status, "succeeded")))
      .returning();
    if (!payment) {
      const [existing] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      return { granted: false, payment: existing };
    }
    const balance = await addToBalance(tx, payment.userId, payment.credits);
    await tx.insert(creditLedger).values({
      userId: payment.userId,
      type: "purchase",
      amount: payment.credits,
      balanceAfter: balance,
      description: description ?? `Purchased ${payment.credits} ${payment.credits === 1 ? "credit" : "credits"}`,
      reference: `payment:${payment.id}`,
      paymentId: payment.id,
    });
    return { granted: true, payment };
  });
}

interface SpendInput {
  db: DbOrTx;
  userId: string;
  description: string;
  /** What the credit paid for (e.g. "appraisal:{id}"); a reference is spent at most once. */
  reference?: string;
  amount?: number;
}

/**
 * Spends credits atomically (decision 11): a conditional decrement that cannot pass zero, however
 * many requests race, plus the usage entry, in one transaction (a savepoint inside the caller's).
 * Throws PAYMENT_REQUIRED when the balance is too low. Answers the balance after.
 */
export async function spendCredit({ db, userId, description, reference, amount = APPRAISAL_COST_CREDITS }: SpendInput): Promise<number> {
  return spendCreditAs(db, { userId, description, reference, amount, type: "usage" });
}

async function spendCreditAs(
  db: DbOrTx,
  {
    userId,
    description,
    reference,
    amount,
    type,
  }: { userId: string; description: string; reference?: string; amount: number; type: "usage" | "adjustment" },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(creditBalances)
      .set({ balance: sql`${creditBalances.balance} - ${amount}`, updatedAt: new Date() })
      .where(and(eq(creditBalances.userId, userId), gte(creditBalances.balance, amount)))
      .returning({ balance: creditBalances.balance });
    if (!row) throw insufficientCredits();
    await tx.insert(creditLedger).values({ userId, type, amount: -amount, balanceAfter: row.balance, description, reference });
    return row.balance;
  });
}

/**
 * Gives spent credits back (e.g. an appraisal that failed for good). With a reference, the
 * refund happens once: a second call answers { refunded: false } and changes nothing.
 */
export async function refundCredit({
  db,
  userId,
  description,
  reference,
  amount = APPRAISAL_COST_CREDITS,
}: SpendInput): Promise<{ refunded: boolean; balance: number }> {
  try {
    return await db.transaction(async (tx) => {
      if (reference) {
        const [existing] = await tx
          .select({ id: creditLedger.id })
          .from(creditLedger)
          .where(and(eq(creditLedger.type, "refund"), eq(creditLedger.reference, reference)));
        if (existing) return { refunded: false, balance: await getBalance({ db: tx, userId }) };
      }
      const balance = await addToBalance(tx, userId, amount);
      await tx.insert(creditLedger).values({ userId, type: "refund", amount, balanceAfter: balance, description, reference });
      return { refunded: true, balance };
    });
  } catch (error) {
    // A concurrent refund of the same reference won the unique index; this one changed nothing.
    if (reference && isUniqueViolation(error)) return { refunded: false, balance: await getBalance({ db, userId }) };
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** A manual correction (support, tests, seed data): positive adds, negative removes but never below zero. */
export async function adjustCredits({
  db,
  userId,
  amount,
  description,
}: {
  db: DbOrTx;
  userId: string;
  amount: number;
  description: string;
}): Promise<number> {
  if (amount < 0) return spendCreditAs(db, { userId, amount: -amount, description, type: "adjustment" });
  return db.transaction(async (tx) => {
    const balance = await addToBalance(tx, userId, amount);
    await tx.insert(creditLedger).values({ userId, type: "adjustment", amount, balanceAfter: balance, description });
    return balance;
  });
}
