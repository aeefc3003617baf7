import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

const FIELDS = [
  "GUARANTEE LINE",
  "DESCRIPTION",
  "DATE",
  "AUCTION VALUE",
  "INSURANCE VALUE",
  "NOTE",
  "VALUATION ID",
  "VALUATION DATE",
  "REQUESTER",
] as const;
const DIMENSIONS = ["height", "length", "depth"] as const;

interface SampleCertificateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sample certificate preview: every field blurred, a drawn sample artwork, and the way to a real report. */
export function SampleCertificateDialog({ open, onOpenChange }: SampleCertificateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Sample Appraisal Certificate</DialogTitle>
          <DialogDescription>
            A preview of the certificate that comes with every appraisal. Details are blurred in this sample.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 rounded-md border bg-card p-4 sm:grid-cols-[180px_1fr]">
          <SampleArtwork />
          <div className="space-y-3">
            {FIELDS.map((field) => (
              <CertificateField key={field} label={field} />
            ))}
            <div>
              <p className="text-xs font-semibold tracking-wider text-muted-foreground">DIMENSIONS</p>
              <div className="mt-1 grid grid-cols-3 gap-2">
                {DIMENSIONS.map((dimension) => (
                  <div key={dimension}>
                    <p className="text-xs text-muted-foreground">{dimension}</p>
                    <BlurredValue />
                  </div>
                ))}
              </div>
            </div>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">All content of this certificate is subject to our Terms &amp; Conditions.</p>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close Preview
          </Button>
          <Button asChild>
            <Link href="/new-appraisal" onClick={() => onOpenChange(false)}>
              Get Your Own Report
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CertificateField({ label }: { label: string }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wider text-muted-foreground">{label}</p>
      <BlurredValue />
    </div>
  );
}

function BlurredValue() {
  return (
    <p aria-hidden="true" className="select-none text-sm blur-[5px]">
      Lorem ipsum dolor sit amet
    </p>
  );
}

/** A small landscape drawn in SVG: no image download. */
function SampleArtwork() {
  return (
    <svg viewBox="0 0 180 220" role="img" aria-label="Sample artwork" className="w-full rounded-sm border-4 border-[oklch(0.6_0.1_70)]">
      <defs>
        <linearGradient id="sample-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5b7fa8" />
          <stop offset="0.6" stopColor="#e9c98b" />
        </linearGradient>
      </defs>
      <rect width="180" height="220" fill="url(#sample-sky)" />
      <circle cx="130" cy="60" r="22" fill="#f6e2a4" opacity="0.9" />
      <path d="M0 150 Q45 110 90 140 T180 130 V220 H0Z" fill="#4f7a52" />
      <path d="M0 180 Q60 150 120 175 T180 170 V220 H0Z" fill="#2f5436" />
      <rect x="52" y="118" width="5" height="45" fill="#3b2a1a" />
      <circle cx="55" cy="112" r="18" fill="#3f6b3c" />
      <path d="M20 200 q10 -8 20 0 q10 -8 20 0" stroke="#d9b36c" strokeWidth="2" fill="none" />
    </svg>
  );
}
