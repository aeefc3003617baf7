/** The header's page links, shared by the desktop bar and the mobile menu (core spec: header). */
export const PRIMARY_NAV_LINKS = [
  { href: "/new-appraisal", label: "Get Art Appraisal" },
  { href: "/art-style-analyzer", label: "Art Style Analyzer" },
  { href: "/market-trends", label: "Market Trends" },
] as const;

/** Home-page sections the mobile menu adds. */
export const MOBILE_ANCHOR_LINKS = [
  { anchor: "how-it-works", label: "How It Works" },
  { anchor: "pricing", label: "Pricing" },
] as const;

/** What a signed-in user reaches from the avatar menu (and the mobile menu). */
export const ACCOUNT_LINKS = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/history", label: "Appraisal History" },
  { href: "/credits", label: "Credits" },
] as const;
