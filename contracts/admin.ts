import { z } from "zod";
import { ValuationFactorSchema } from "./appraisals";
import { safeText } from "./text";
import { ReviewReasonSchema } from "./appraisal-review";
import { MAX_VALUE_USD } from "./reports";

/** Status as the admin desk shows it: "expired" when the 48 h deadline passed without completion. */
export const ADMIN_STATUSES = ["pending", "processing", "completed", "expired", "failed"] as const;
export const ADMIN_STATUS_FILTERS = ["all", "pending", "processing", "completed", "expired"] as const;
export const ADMIN_SORTS = ["deadline", "submittedAt", "priority"] as const;
export const PRIORITIES = ["normal", "high"] as const;

/** The admin list row (secondary spec section 3, Appraisal (admin list)). */
export const AdminAppraisalSchema = z.object({
  id: z.string(),
  artworkTitle: z.string(),
  artistName: z.string().nullable(),
  /** The report's credit and medium wording (decision 28), which the desk's rows show. */
  artistLabel: z.string().nullable(),
  medium: z.string(),
  mediumLabel: z.string(),
  yearCreated: z.string().nullable(),
  status: z.enum(ADMIN_STATUSES),
  priority: z.enum(PRIORITIES),
  userName: z.string(),
  userEmail: z.string(),
  submittedAt: z.string(),
  deadline: z.string(),
  isPaid: z.boolean(),
  emailSent: z.boolean(),
  imageUrl: z.string().nullable(),
  estimatedValue: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  notes: z.string().nullable(),
  hasReport: z.boolean(),
  /** What sent it to an appraiser under selective review (decision 39); empty otherwise. */
  reviewReasons: z.array(ReviewReasonSchema),
});
export type AdminAppraisal = z.infer<typeof AdminAppraisalSchema>;

export const AdminAppraisalListQuerySchema = z.object({
  search: safeText("Search").trim().max(200).optional(),
  status: z.enum(ADMIN_STATUS_FILTERS).default("all"),
  sort: z.enum(ADMIN_SORTS).default("deadline"),
  order: z.enum(["asc", "desc"]).default("asc"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminAppraisalListQuery = z.infer<typeof AdminAppraisalListQuerySchema>;

export const AdminAppraisalListSchema = z.object({ items: z.array(AdminAppraisalSchema), total: z.number().int() });

const reportText = safeText("Report text", { multiline: true }).trim().min(1, "Report sections cannot be empty").max(8000);

/** PATCH /api/admin/appraisals/{id}: the fields an admin may edit (decision 20). */
export const AdminAppraisalUpdateSchema = z
  .object({
    status: z.enum(["pending", "processing", "completed"]).optional(),
    priority: z.enum(PRIORITIES).optional(),
    notes: safeText("Notes", { multiline: true }).trim().max(4000).nullable().optional(),
    estimatedValue: z
      .object({
        low: z.number().int().min(1, "Values must be positive whole dollars").max(MAX_VALUE_USD),
        high: z.number().int().min(1).max(MAX_VALUE_USD),
      })
      .refine((range) => range.high >= range.low, { message: "The high value must not be below the low value", path: ["high"] })
      .optional(),
    report: z
      .object({
        summary: reportText.optional(),
        historicalContext: reportText.optional(),
        marketAnalysis: reportText.optional(),
        authenticationIndicators: reportText.optional(),
        recommendations: z
          .array(safeText("Recommendation").trim().min(1).max(1000))
          .min(1, "Give at least one recommendation")
          .max(12)
          .optional(),
      })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: "Nothing to update" });
export type AdminAppraisalUpdate = z.infer<typeof AdminAppraisalUpdateSchema>;

/** GET /api/admin/appraisals/{id}/draft: the drafted report's text, range and factors, for the edit form. */
export const AdminDraftSchema = z.object({
  summary: z.string(),
  historicalContext: z.string(),
  marketAnalysis: z.string(),
  authenticationIndicators: z.string(),
  recommendations: z.array(z.string()),
  estimatedValue: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  /** The drafted wider range (decision 39); it follows an edit of estimatedValue. Null on older drafts. */
  wideValue: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  factors: z.array(ValuationFactorSchema),
});
export type AdminDraft = z.infer<typeof AdminDraftSchema>;

/** Messages the admin desk shows when sending is blocked (secondary spec section 5). */
export const SEND_BLOCKED_UNPAID = "This appraisal has not been paid for.";
export const SEND_BLOCKED_NOT_COMPLETED = "This appraisal has not been completed yet.";
/** A second send needs the admin's confirmation (issue 13). */
export const SEND_ALREADY_SENT = "This report was already sent to the client. Confirm to send it again.";

/** POST /api/admin/appraisals/{id}/send-email: no body for the first send; {resend: true} after confirming. */
export const AdminSendEmailSchema = z.object({ resend: z.boolean().optional() }).strict().nullish();
export type AdminSendEmail = z.infer<typeof AdminSendEmailSchema>;

/** GET /api/admin/analytics (secondary spec: admin analytics stats), computed from the database. */
export const AdminAnalyticsSchema = z.object({
  totalAppraisals: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
  expired: z.number().int(),
  averageCompletionTime: z.number().nullable(),
  totalRevenue: z.number(),
  weeklyTrend: z.number().nullable(),
  dailySubmissions: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

/** GET /api/admin/summary: the dashboard's three admin tiles (decision 20). */
export const AdminSummarySchema = z.object({
  totalAppraisals: z.number().int(),
  appraisalsThisWeek: z.number().int(),
  weeklyChangePercent: z.number().nullable(),
  pendingReviews: z.number().int(),
  revenueThisMonth: z.number(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;
