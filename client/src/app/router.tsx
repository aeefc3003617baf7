import { lazy, Suspense, useEffect } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { REDIRECTS } from "@contracts/routes";
import { scrollToSection } from "@/components/layout/scroll-to-section";
import { PageSpinner } from "@/components/page-spinner";
import { RouteErrorBoundary } from "@/components/error-boundary";

// Every page but the home page is its own chunk, so the landing page loads only what it shows.
import HomePage from "./routes/home";
const AuthPage = lazy(() => {
  // The sign-in form is a chunk of its own (auth-card.tsx): fetched beside the page, not after it.
  void import("@/features/auth/components/sign-in-form");
  return import("./routes/auth");
});
const VerifyEmailPage = lazy(() => import("./routes/verify-email"));
const ForgotPasswordPage = lazy(() => import("./routes/forgot-password"));
const ResetPasswordPage = lazy(() => import("./routes/reset-password"));
const NotFoundPage = lazy(() => import("./routes/not-found"));
const CreditsPage = lazy(() => import("./routes/credits"));
const NewAppraisalPage = lazy(() => import("./routes/new-appraisal"));
const LegalPage = lazy(() => import("./routes/legal"));
const DashboardPage = lazy(() => import("./routes/dashboard"));
const AppraisalDetailPage = lazy(() => import("./routes/appraisal-detail"));
const AppraisalReportPage = lazy(() => import("./routes/appraisal-report"));
const HistoryPage = lazy(() => import("./routes/history"));
const ArtStyleAnalyzerPage = lazy(() => import("./routes/art-style-analyzer"));
const VerifyPage = lazy(() => import("./routes/verify"));
const AdminPage = lazy(() => import("./routes/admin"));
const AdminAppraisalPage = lazy(() => import("./routes/admin-appraisal"));
const ArPreviewPage = lazy(() => import("./routes/ar-preview"));
const SharedPreviewPage = lazy(() => import("./routes/shared-preview"));
const ArtTrendMapPage = lazy(() => import("./routes/art-trend-map"));
const MarketReportPage = lazy(() => import("./routes/market-report"));
const SeoGuidePage = lazy(() => import("./routes/seo-guide"));
const HowWeAppraisePage = lazy(() => import("./routes/how-we-appraise"));

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
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) {
      window.scrollTo({ top: 0 });
      return;
    }
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
