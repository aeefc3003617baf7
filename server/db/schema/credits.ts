import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, TRANSACTION_TYPES } from "../../../contracts/credits";
import { users } from "./users";

export const paymentStatuses = PAYMENT_STATUSES;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One row per payment attempt with a provider; a provider's payment id appears once (decision 10). */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    /** SHA-256 of the client secret the test provider issued; Stripe keeps its own. */
    clientSecretHash: text("client_secret_hash"),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageId: integer("package_id").notNull(),
    credits: integer("credits").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: paymentStatuses }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_provider_payment_id_unique").on(table.provider, table.providerPaymentId),
    index("payments_user_id_idx").on(table.userId),
    check("payments_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/** The balance each user holds; a cache of the ledger that a CHECK keeps at zero or above. */
export const creditBalances = pgTable(
  "credit_balances",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("credit_balances_balance_non_negative", sql`${table.balance} >= 0`)],
);

/**
 * The append-only credit ledger (decision 11): rows are only ever inserted. A reference (a
 * payment, an appraisal) can appear once per entry type, so a grant or refund happens once.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order; entries of one transaction share created_at. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    /** Signed: positive for purchase and refund, negative for usage. */
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    description: text("description").notNull(),
    reference: text("reference"),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_ledger_user_seq_idx").on(table.userId, table.seq),
    uniqueIndex("credit_ledger_type_reference_unique")
      .on(table.type, table.reference)
      .where(sql`${table.reference} is not null`),
    check("credit_ledger_balance_after_non_negative", sql`${table.balanceAfter} >= 0`),
    check("credit_ledger_amount_non_zero", sql`${table.amount} <> 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type CreditLedgerRow = typeof creditLedger.$inferSelect;
