import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * What keeps an admin an admin (issue 33, decision 0020): "config" while ADMIN_EMAILS lists the
 * address (start-up demotes one it no longer lists), "command" until `npm run admin:revoke`.
 */
export const adminGrantSources = ["config", "command"] as const;
export type AdminGrantSource = (typeof adminGrantSources)[number];

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: userRoles }).notNull().default("user"),
    /** Set while role is "admin"; null for users. */
    adminGrantedBy: text("admin_granted_by", { enum: adminGrantSources }),
    /** When the owner proved the address through the e-mailed link; null until then (decision 31). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // E-mail and username are unique regardless of case (decision 8 / issue 2).
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    uniqueIndex("users_username_lower_unique").on(sql`lower(${table.username})`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a stolen database does not yield usable sessions. */
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);

export const accountTokenPurposes = ["verify_email", "reset_password"] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * E-mailed one-time links (verification, password reset). Only the SHA-256 of the token is
 * stored; a token is spent by setting used_at, and is worthless after expires_at.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: accountTokenPurposes }).notNull(),
    /** The address the link was sent to: a verification proves this address, not a later one. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("account_tokens_user_purpose_idx").on(table.userId, table.purpose, table.createdAt)],
);

/**
 * Failed sign-ins counted per key (an account's e-mail, a trusted device) in the shared database,
 * so every server sees the same count. A key is locked until locked_until once it reaches the limit.
 */
export const signInThrottles = pgTable("sign_in_throttles", {
  /** "account:<sha256 of the lower-cased e-mail>" or "device:<id>"; never the e-mail itself. */
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export type UserRow = typeof users.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
