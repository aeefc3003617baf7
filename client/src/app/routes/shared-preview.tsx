import { useParams } from "wouter";
import { SharedPreviewView } from "@/features/ar-preview/components/shared-preview-view";

/** /shared-preview/{shareId}: public, the picture and its title only. */
export default function SharedPreviewPage() {
  const { shareId = "" } = useParams<{ shareId: string }>();
  return <SharedPreviewView key={shareId} shareId={shareId} />;
}
