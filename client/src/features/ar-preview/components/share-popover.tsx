import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { FileDown, Link2, Loader2, Send, Share2 } from "lucide-react";
import { AR_TOAST_MS } from "@contracts/ar-previews";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import type { ComposedUpload } from "../api/composed-upload";
import { useCreateArPreview } from "../api/create-ar-preview";
import { useEmailArPreview } from "../api/email-ar-preview";
import { useExportArPreviewPdf } from "../api/export-ar-preview-pdf";

interface SharePopoverProps {
  isSignedIn: boolean;
  /** Renders the scene as it is now; null when there is nothing to share yet. */
  compose: () => Promise<ComposedUpload | null>;
}

const errorToast = (error: unknown, fallback: string) =>
  toast({
    title: "Error",
    description: (error instanceof ApiError && error.serverMessage) || fallback,
    variant: "destructive",
    duration: AR_TOAST_MS,
  });

const signInToast = () =>
  toast({
    title: "Sign in required",
    description: "Shareable links and e-mails are kept on your account. Sign in to use them.",
    duration: AR_TOAST_MS,
  });

/** Starts a download of a blob under a file name. */
function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own copy; the URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The header's Share popover: Copy Shareable Link, Export as PDF, Email To with Send (decision 30: all real). */
export function SharePopover({ isSignedIn, compose }: SharePopoverProps) {
  const emailId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const createPreview = useCreateArPreview();
  const exportPdf = useExportArPreviewPdf();
  const sendEmail = useEmailArPreview();

  const handleCopyLink = async () => {
    if (!isSignedIn) return signInToast();
    const upload = await compose();
    if (!upload) return;
    let url: string;
    try {
      url = (await createPreview.mutateAsync({ upload, share: true })).shareUrl!;
      setShareUrl(url);
    } catch (error) {
      return errorToast(error, "The shareable link could not be created.");
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "Shareable link has been copied to clipboard", duration: AR_TOAST_MS });
    } catch {
      toast({ title: "Error", description: "Failed to copy link to clipboard.", variant: "destructive", duration: AR_TOAST_MS });
    }
  };

  const handleExportPdf = async () => {
    const upload = await compose();
    if (!upload) return;
    try {
      const { blob, fileName } = await exportPdf.mutateAsync(upload);
      downloadBlob(blob, fileName);
      toast({ title: "PDF Generated", description: "Your AR preview has been exported as a PDF", duration: AR_TOAST_MS });
    } catch (error) {
      errorToast(error, "The PDF could not be generated.");
    }
  };

  const handleSend = async (event: FormEvent) => {
    event.preventDefault();
    const recipient = email.trim();
    if (!recipient) {
      toast({
        title: "Email required",
        description: "Please enter a recipient email address",
        variant: "destructive",
        duration: AR_TOAST_MS,
      });
      return;
    }
    if (!isSignedIn) return signInToast();
    const upload = await compose();
    if (!upload) return;
    try {
      await sendEmail.mutateAsync({ upload, recipientEmail: recipient });
      toast({ title: "Email sent", description: `Visualization sent to ${recipient}`, duration: AR_TOAST_MS });
      setEmail("");
      setOpen(false);
    } catch (error) {
      errorToast(error, "The e-mail could not be sent.");
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline">
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 space-y-4" aria-label="Share this preview">
        <div className="grid gap-2">
          <Button type="button" variant="secondary" className="justify-start" onClick={handleCopyLink} disabled={createPreview.isPending}>
            {createPreview.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Link2 aria-hidden="true" />}
            Copy Shareable Link
          </Button>
          {shareUrl && (
            <div className="space-y-1">
              <Label htmlFor={`${emailId}-link`}>Shareable link</Label>
              <Input id={`${emailId}-link`} readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
            </div>
          )}
          <Button
            type="button"
            variant="secondary"
            className="justify-start"
            onClick={handleExportPdf}
            disabled={exportPdf.isPending}
            aria-busy={exportPdf.isPending}
          >
            {exportPdf.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <FileDown aria-hidden="true" />}
            {exportPdf.isPending ? "Generating PDF…" : "Export as PDF"}
          </Button>
        </div>
        <form className="space-y-2 border-t pt-3" onSubmit={handleSend} noValidate>
          <Label htmlFor={emailId}>Email To</Label>
          <div className="flex gap-2">
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" disabled={sendEmail.isPending}>
              {sendEmail.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
              Send
            </Button>
          </div>
        </form>
        {!isSignedIn && (
          <p className="text-xs text-muted-foreground">
            Shareable links and e-mail need an account.{" "}
            <Link href="/auth" className="font-medium text-primary underline underline-offset-4">
              Sign in
            </Link>{" "}
            to use them; the PDF and Save work without one.
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
