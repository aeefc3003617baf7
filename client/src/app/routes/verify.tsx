import { useParams } from "wouter";
import { VerificationView } from "@/features/reports/components/verification-view";

/** /verify/{valuationId}: public. */
export default function VerifyPage() {
  const { valuationId = "" } = useParams<{ valuationId: string }>();
  return <VerificationView valuationId={valuationId.trim().toUpperCase()} />;
}
