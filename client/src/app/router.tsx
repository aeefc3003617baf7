import { Suspense, useEffect, useRef } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { REDIRECTS, isClientRoute } from "@contracts/routes";
import { scrollToSection } from "@/components/layout/scroll-to-section";
import { PageSpinner } from "@/components/page-spinner";
import { RouteErrorBoundary } from "@/components/error-boundary";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

// Every page but the home page is its own chunk, so the landing page loads only what it shows.
import HomePage from "./routes/home";
const AuthPage = lazyWithPreload(() => import("./routes/auth"));
const VerifyEmailPage = lazyWithPreload(() => import("./routes/verify-email"));
const ForgotPasswordPage = lazyWithPreload(() => import("./routes/forgot-password"));
const ResetPasswordPage = lazyWithPreload(() => import("./routes/reset-password"));
const NotFoundPage = lazyWithPreload(() => import("./routes/not-found"));
const CreditsPage = lazyWithPreload(() => import("./routes/credits"));
const NewAppraisalPage = lazyWithPreload(() => import("./routes/new-appraisal"));
const LegalPage = lazyWithPreload(() => import("./routes/legal"));
const DashboardPage = lazyWithPreload(() => import("./routes/dashboard"));
const AppraisalDetailPage = lazyWithPreload(() => import("./routes/appraisal-detail"));
const AppraisalReportPage = lazyWithPreload(() => import("./routes/appraisal-report"));
const HistoryPage = lazyWithPreload(() => import("./routes/history"));
const ArtStyleAnalyzerPage = lazyWithPreload(() => import("./routes/art-style-analyzer"));
const VerifyPage = lazyWithPreload(() => import("./routes/verify"));
const AdminPage = lazyWithPreload(() => import("./routes/admin"));
const AdminAppraisalPage = lazyWithPreload(() => import("./routes/admin-appraisal"));
const ArPreviewPage = lazyWithPreload(() => import("./routes/ar-preview"));
const SharedPreviewPage = lazyWithPreload(() => import("./routes/shared-preview"));
const ArtTrendMapPage = lazyWithPreload(() => import("./routes/art-trend-map"));
const MarketReportPage = lazyWithPreload(() => import("./routes/market-report"));
const SeoGuidePage = lazyWithPreload(() => import("./routes/seo-guide"));
const HowWeAppraisePage = lazyWithPreload(() => import("./routes/how-we-appraise"));

/** The lazily loaded page of each path pattern, in the order the router matches them. */
const LAZY_PAGES: ReadonlyArray<readonly [string, { preload: () => Promise<void> }]> = [
  ["/auth", AuthPage],
  ["/verify-email", VerifyEmailPage],
  ["/forgot-password", ForgotPasswordPage],
  ["/reset-password", ResetPasswordPage],
  ["/credits", CreditsPage],
  ["/new-appraisal", NewAppraisalPage],
  ["/dashboard", DashboardPage],
  ["/appraisal/report/:id", AppraisalReportPage],
  ["/appraisal/:id", AppraisalDetailPage],
  ["/history", HistoryPage],
  ["/art-style-analyzer", ArtStyleAnalyzerPage],
  ["/verify/:valuationId", VerifyPage],
  ["/admin", AdminPage],
  ["/admin/appraisals/:id", AdminAppraisalPage],
  ["/ar-preview", ArPreviewPage],
  ["/shared-preview/:shareId", SharedPreviewPage],
  ["/art-trend-map", ArtTrendMapPage],
  ["/market-report", MarketReportPage],
  ["/seo-guide", SeoGuidePage],
  ["/how-we-appraise", HowWeAppraisePage],
  ["/terms", LegalPage],
  ["/privacy", LegalPage],
  ["/refund-policy", LegalPage],
  ["/disclaimer", LegalPage],
];

/**
 * Loads the code of the page at this path (the server has already asked for it with
 * modulepreload links), so that the first render shows the page itself rather than the route
 * fallback. Resolves, never rejects: a page that fails to load is the error boundary's business.
 */
export async function preloadPage(pathname: string): Promise<void> {
  if (pathname === "/" || pathname in REDIRECTS) return;
  const match = LAZY_PAGES.find(([pattern]) => isClientRoute(pathname, [pattern]));
  await (match ? match[1] : NotFoundPage).preload().catch(() => undefined);
}

/**
 * While a page's code loads: a screen-tall placeholder, so the footer waits below the fold
 * instead of showing under a short spinner and jumping down when the page arrives (a layout
 * shift of 0.32 on /credits, decision 0015).
 */
function RouteFallback() {
  return (
    <div className="min-h-dvh">
      <PageSpinner />
    </div>
  );
}

/** Scroll to the top on navigation, or to the #anchor when the URL names one. */
function ScrollManager() {
  const [location] = useLocation();
  const isFirstLoad = useRef(true);
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) {
      // A fresh page load is already at the top (or where the browser restores it); scrolling
      // there would force a layout of the whole page inside the first render's task.
      if (!isFirstLoad.current) window.scrollTo({ top: 0 });
      isFirstLoad.current = false;
      return;
    }
    isFirstLoad.current = false;
    // The target section may render a frame later (lazy pages), so look again briefly.
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 40) {
        window.clearInterval(timer);
        if (target) scrollToSection(id);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [location]);
  return null;
}

export function AppRouter() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <ScrollManager />
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/auth" component={AuthPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/credits" component={CreditsPage} />
          <Route path="/new-appraisal" component={NewAppraisalPage} />
          <Route path="/dashboard" component={DashboardPage} />
          <Route path="/appraisal/report/:id" component={AppraisalReportPage} />
          <Route path="/appraisal/:id" component={AppraisalDetailPage} />
          <Route path="/history" component={HistoryPage} />
          <Route path="/art-style-analyzer" component={ArtStyleAnalyzerPage} />
          <Route path="/verify/:valuationId" component={VerifyPage} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/admin/appraisals/:id" component={AdminAppraisalPage} />
          <Route path="/ar-preview" component={ArPreviewPage} />
          <Route path="/shared-preview/:shareId" component={SharedPreviewPage} />
          <Route path="/art-trend-map" component={ArtTrendMapPage} />
          <Route path="/market-report" component={MarketReportPage} />
          <Route path="/seo-guide" component={SeoGuidePage} />
          <Route path="/how-we-appraise" component={HowWeAppraisePage} />
          <Route path="/terms">
            <LegalPage documentId="terms" />
          </Route>
          <Route path="/privacy">
            <LegalPage documentId="privacy" />
          </Route>
          <Route path="/refund-policy">
            <LegalPage documentId="refund-policy" />
          </Route>
          <Route path="/disclaimer">
            <LegalPage documentId="disclaimer" />
          </Route>
          {Object.entries(REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from}>
              <Redirect to={to} replace />
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
