import { useSearch } from "wouter";
import { AR_DEFAULT_TITLE } from "@contracts/ar-previews";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/lib/auth/use-auth";
import { ArPreviewPage } from "@/features/ar-preview/components/ar-preview-page";

/** /ar-preview?artworkId=&title=: open to visitors (secondary spec section 6). */
export default function ArPreviewRoute() {
  const params = new URLSearchParams(useSearch());
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  const artworkId = params.get("artworkId")?.trim() || null;
  return <ArPreviewPage key={artworkId ?? ""} artworkId={artworkId} title={params.get("title") ?? AR_DEFAULT_TITLE} isSignedIn={!!user} />;
}
