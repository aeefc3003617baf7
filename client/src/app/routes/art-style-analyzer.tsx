import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/lib/auth/use-auth";
import { AnalyzerLoginPanel } from "@/features/style-analyzer/components/analyzer-login-panel";
import { StyleAnalyzer } from "@/features/style-analyzer/components/style-analyzer";

/** /art-style-analyzer: a spinner while the session loads, the sign-in panel, or the analyzer. */
export default function ArtStyleAnalyzerPage() {
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <>
      {/* Its title and description are the checked ones in contracts/seo-pages.ts (a public page). */}
      <PageMeta />
      {isLoading ? <PageSpinner label="Checking your session" /> : isAuthenticated ? <StyleAnalyzer /> : <AnalyzerLoginPanel />}
    </>
  );
}
