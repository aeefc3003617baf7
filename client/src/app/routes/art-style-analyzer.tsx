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
      <PageMeta
        title="Art Style Analyzer | Identify Art Styles and Eras"
        description="Upload an artwork image to identify its style, era and similar artists, see where it sits on the art history timeline and explore market insights for the style."
      />
      {isLoading ? <PageSpinner label="Checking your session" /> : isAuthenticated ? <StyleAnalyzer /> : <AnalyzerLoginPanel />}
    </>
  );
}
