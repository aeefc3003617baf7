import { REDIRECTS, isClientRoute } from "./routes";
import type { PageMeta } from "./seo";

/*
 * Each page's metadata (secondary spec: per-path defaults, which pages may override). Kept out
 * of contracts/seo.ts so the browser loads this table only when it navigates: the server writes
 * the first page's tags into index.html, and the landing page's first load stays small.
 * Every indexable page meets the SEO guide's own checklist (seo-checklist.test.ts holds us to it).
 */

const BRAND = " | Antique Art Appraisers";

/** Defaults per path; pages may override. Canonical URLs are built from the path. */
export const PAGE_META: Record<string, PageMeta> = {
  "/": {
    title: `Online Art Appraisals & Valuations${BRAND}`,
    description:
      "Get your artwork appraised online. Upload photos, spend one credit and receive a detailed report with a value range, historical context and market analysis.",
    keywords: [
      "art appraisal",
      "antique art appraisers near me",
      "artwork valuation",
      "online art appraisal",
      "painting value",
      "AI art appraisal",
    ],
  },
  "/auth": {
    title: `Sign In or Create an Account${BRAND}`,
    description:
      "Sign in or create a free account to submit artwork for appraisal, buy appraisal credits, follow your appraisals as they progress and download your reports.",
    noIndex: true,
  },
  "/verify-email": {
    title: `Confirm Your Account Email Address${BRAND}`,
    description:
      "Confirm the email address of your account with the link we sent you, so that you can sign in, receive your appraisal reports and reset your password if needed.",
    noIndex: true,
  },
  "/forgot-password": {
    title: `Forgot Your Password? Reset It Here${BRAND}`,
    description:
      "Enter the email address of your account and we will send you a link to choose a new password, so that you can sign in again and get back to your appraisals.",
    noIndex: true,
  },
  "/reset-password": {
    title: `Set a New Password for Your Account${BRAND}`,
    description:
      "Choose a new password for your account with the link we sent to your email address. Once it is saved you can sign in again and get back to your appraisals.",
    noIndex: true,
  },
  "/new-appraisal": {
    title: `Submit Your Artwork for Appraisal${BRAND}`,
    description:
      "Upload up to five photos of your artwork, add what you know about the artist, medium and provenance, and receive a detailed AI-assisted appraisal report.",
    keywords: ["submit artwork", "art appraisal online", "appraise a painting", "artwork valuation", "antique art appraisers near me"],
  },
  "/dashboard": {
    title: `Your Appraisals, Credits, Portfolio${BRAND}`,
    description:
      "Your appraisal dashboard: your credit balance, the status of every appraisal you have submitted, your finished reports and your portfolio's estimated value.",
    noIndex: true,
  },
  "/credits": {
    title: `Appraisal Credits That Never Expire${BRAND}`,
    description:
      "Buy appraisal credits in packages from one to a thousand. One credit pays for one full appraisal report; credits never expire and your balance is always shown.",
    noIndex: true,
  },
  "/history": {
    title: `Your Complete Appraisal History${BRAND}`,
    description:
      "Every appraisal you have submitted, newest first: search by title, artist or medium, filter by status and sort by value to find any of your reports in seconds.",
    noIndex: true,
  },
  "/terms": {
    title: `Terms of Service for Art Appraisals${BRAND}`,
    description:
      "The terms that govern our online art appraisal service: accounts, appraisal credits, up to five images per appraisal, what a report is and what it is not.",
    keywords: ["terms of service", "art appraisal terms", "appraisal credits", "online appraisal service", "user agreement"],
  },
  "/privacy": {
    title: `Privacy Policy: Your Data & Artwork${BRAND}`,
    description:
      "How we collect, use, store and protect your personal data and the images of your artwork, who can see them, how long we keep them and the rights you have.",
    keywords: ["privacy policy", "personal data", "artwork images", "data protection", "art appraisal privacy"],
  },
  "/refund-policy": {
    title: `Refund Policy for Appraisal Credits${BRAND}`,
    description:
      "When appraisal credits can be refunded: technical errors, duplicate charges or no report within 48 hours. Ask within 7 days; we reply within 5 business days.",
    keywords: ["refund policy", "appraisal credits refund", "money back", "duplicate charge", "art appraisal refund"],
  },
  "/disclaimer": {
    title: `Disclaimer: Estimates, Not Proof${BRAND}`,
    description:
      "Our appraisals are estimates based on your photos and details, not formal authentication. Read what a report can tell you and when to see an expert in person.",
    keywords: ["appraisal disclaimer", "art authentication", "value estimate", "AI art appraisal", "appraisal limitations"],
  },
  "/ar-preview": {
    title: `AR Preview: See Art on Your Wall${BRAND}`,
    description:
      "Place an artwork on a photo of your own wall: drag it into position, set its real size in centimetres, rotate it, add a shadow and save or share the preview.",
    keywords: ["AR art preview", "art on wall visualizer", "artwork placement", "see art in your room", "virtual art preview"],
  },
  "/art-style-analyzer": {
    title: `Art Style Analyzer: Name the Style${BRAND}`,
    description:
      "Upload a photo of a painting and the analyzer names its art style and era, with its confidence, the style's key characteristics and artists who worked in it.",
    keywords: ["art style analyzer", "identify art style", "painting style", "art era", "art movement identification", "AI art analysis"],
  },
  "/art-trend-map": {
    title: `Community Art Trend Map: US Regions${BRAND}`,
    description:
      "Explore art market activity across nine US regions: activity levels, leading styles, average prices and growth over 3 months to 5 years, with emerging trends.",
    keywords: ["art market trends", "art trend map", "regional art market", "art prices by region", "emerging art trends", "US art market"],
  },
  "/market-report": {
    title: `Art Market Report 2025 and Outlook${BRAND}`,
    description:
      "The Art Market Report 2025: market overview, collector behaviour, global trends, the top categories and their changes, emerging trends and our 2026 forecast.",
    keywords: [
      "art market report 2025",
      "art market trends",
      "art market forecast",
      "collector behaviour",
      "art categories",
      "art investment",
    ],
  },
  "/seo-guide": {
    title: `SEO Guide and Checklist for Editors${BRAND}`,
    description:
      "How this site's pages describe themselves to search engines and social sites, why it matters, and a live checklist of every public page's title and description.",
    keywords: ["SEO guide", "SEO checklist", "meta description", "page title length", "canonical URL", "social sharing tags"],
  },
  "/how-we-appraise": {
    title: `How We Appraise: Method & Accuracy${BRAND}`,
    description:
      "How our appraisals are made: what the photos show, how style and era are recognised, how the value range is reached and how accurate the method has proved.",
    keywords: ["how art appraisal works", "appraisal method", "art valuation method", "appraisal accuracy", "AI art appraisal"],
  },
  // Pages with an id in their path: matched by pattern, all kept out of search results (private,
  // or one person's document).
  "/admin": {
    title: `Admin Desk: Appraisals & Analytics${BRAND}`,
    description:
      "The staff desk: every appraisal with its deadline, status and payment, search, filters and sorting, report delivery to clients, and figures on the service.",
    noIndex: true,
  },
  "/appraisal/:id": {
    title: `Your Appraisal: Details and Status${BRAND}`,
    description:
      "One of your appraisals: the artwork's details, photos and documents, where it stands now, and its full report with the value range once it is complete.",
    noIndex: true,
  },
  "/appraisal/report/:id": {
    title: `Your Appraisal Report & Value Range${BRAND}`,
    description:
      "An appraisal report: the estimated value range and how it was reached, historical context, market analysis, authentication indicators and recommendations.",
    noIndex: true,
  },
  "/admin/appraisals/:id": {
    title: `Admin Review of an Appraisal${BRAND}`,
    description:
      "An appraisal as the staff review it: the client's submission, photos and documents, the drafted report and the actions to complete it and send it to the client.",
    noIndex: true,
  },
  "/verify/:valuationId": {
    title: `Verify an Appraisal Report${BRAND}`,
    description:
      "Check that an appraisal report is genuine: its valuation ID, date, artwork title and value range as we issued them, and nothing private about its owner.",
    noIndex: true,
  },
  "/shared-preview/:shareId": {
    title: `Shared AR Preview: Art on a Wall${BRAND}`,
    description:
      "An artwork placed on a photo of a wall with our AR preview tool and shared by its owner. Open the AR preview to try your own artwork on your own wall.",
    noIndex: true,
  },
};

const PATTERNS = Object.keys(PAGE_META).filter((path) => path.includes("/:"));

/** The pages meant for search engines. Private pages (dashboard, credits, history, admin) and sign-in never are. */
const INDEXABLE_PAGES = [
  "/",
  "/art-style-analyzer",
  "/art-trend-map",
  "/market-report",
  "/how-we-appraise",
  "/terms",
  "/privacy",
  "/refund-policy",
  "/disclaimer",
  "/ar-preview",
  "/seo-guide",
];

/**
 * The public pages: listed in /sitemap.xml and checked by the SEO guide. Only those the app
 * serves, so the sitemap never announces a page that answers 404.
 */
export const PUBLIC_PAGES: readonly string[] = INDEXABLE_PAGES.filter((path) => isClientRoute(path));

/** Metadata for a path: its own entry (a redirected path uses its target's), its pattern's ("/appraisal/:id"), else the site default (the home page's). */
export function getPageMeta(pathname: string): PageMeta {
  const path = REDIRECTS[pathname] ?? pathname;
  const pattern = PATTERNS.find((p) => isClientRoute(path, [p]));
  return PAGE_META[path] ?? (pattern ? PAGE_META[pattern]! : PAGE_META["/"]!);
}
