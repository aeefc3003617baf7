import { Link } from "wouter";
import { Frame, Mail, MapPin, Phone } from "lucide-react";
import { getSiteConfig } from "@/lib/site-config";
import { AnchorLink } from "./anchor-link";

const LEGAL_LINKS = [
  { href: "/terms", label: "Terms of Service" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/refund-policy", label: "Refund Policy" },
  { href: "/disclaimer", label: "Disclaimer" },
] as const;

const SECTION_LINKS = [
  { anchor: "how-it-works", label: "How It Works" },
  { anchor: "pricing", label: "Pricing" },
  { anchor: "about", label: "About" },
  { anchor: "faq", label: "FAQ" },
] as const;

// The public market pages (issue 17); the header already leads to the map.
const PAGE_LINKS = [
  { href: "/art-trend-map", label: "Art Trend Map" },
  { href: "/market-report", label: "Market Report 2025" },
] as const;

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Links to the legal pages and home sections, contact details and the copyright line. */
export function Footer() {
  const { appName, supportEmail, supportPhone, location } = getSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="no-print border-t bg-card/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-serif text-lg font-semibold">
            <Frame className="size-5 text-primary" aria-hidden="true" />
            {appName}
          </p>
          <p className="text-sm text-muted-foreground">{appName} provides expert art appraisal powered by advanced AI.</p>
        </div>

        <nav aria-labelledby="footer-explore" className="space-y-3">
          <h2 id="footer-explore" className="font-sans text-sm font-semibold uppercase tracking-wider text-foreground">
            Explore
          </h2>
          <ul className="space-y-2">
            {SECTION_LINKS.map(({ anchor, label }) => (
              <li key={anchor}>
                <AnchorLink anchor={anchor} className={linkClass}>
                  {label}
                </AnchorLink>
              </li>
            ))}
            <li>
              <Link href="/how-we-appraise" className={linkClass}>
                How We Appraise
              </Link>
            </li>
            {PAGE_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal" className="space-y-3">
          <h2 id="footer-legal" className="font-sans text-sm font-semibold uppercase tracking-wider text-foreground">
            Legal
          </h2>
          <ul className="space-y-2">
            {LEGAL_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-3">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-foreground">Contact</h2>
          <address className="space-y-2 not-italic">
            <a href={`mailto:${supportEmail}`} className={`${linkClass} flex items-center gap-2`}>
              <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {/* Break after the @ when the column is narrow, never inside a word. */}
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {supportEmail.split("@")[0]}@<wbr />
                {supportEmail.split("@").slice(1).join("@")}
              </span>
            </a>
            <a href={`tel:${supportPhone.replace(/[^\d+]/g, "")}`} className={`${linkClass} flex items-center gap-2`}>
              <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {supportPhone}
            </a>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {location}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-muted-foreground sm:px-6 lg:px-8">
          © {year} {appName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
