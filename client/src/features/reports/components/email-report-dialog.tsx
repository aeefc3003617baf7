import { useId, useState, type FormEvent } from "react";
import { Loader2, Mail, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useSendReportEmail } from "../api/send-report-email";

/** Email Report: the PDF goes to any address; the format is checked only by the input type (spec section 5). */
export function EmailReportDialog({ appraisalId }: { appraisalId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [recipientEmail, setRecipientEmail] = useState("");
  const sending = useSendReportEmail();
  const inputId = useId();

  function handleOpenChange(open: boolean) {
    if (sending.isPending) return;
    setIsOpen(open);
    if (!open) setRecipientEmail("");
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sending.mutate(
      { appraisalId, recipientEmail: recipientEmail.trim() },
      {
        onSuccess: () => {
          toast({ title: "Email Sent Successfully", description: "The appraisal report has been sent to the specified email address." });
          setIsOpen(false);
          setRecipientEmail("");
        },
        onError: (error) => {
          // A refusal the owner can act on (verify the address first, a daily cap reached) is worded
          // by the server; anything else keeps the spec's message.
          const actionable = error instanceof ApiError && (error.status === 403 || error.status === 429) && error.serverMessage;
          toast({
            variant: "destructive",
            title: "Error Sending Email",
            description: actionable || "There was a problem sending the email. Please try again.",
          });
        },
      },
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Mail aria-hidden="true" />
          Email Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Email Report</DialogTitle>
            <DialogDescription>We will send the report as a PDF attachment to the address you enter.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Recipient email</Label>
            <Input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="name@example.com"
              value={recipientEmail}
              onChange={(event) => setRecipientEmail(event.target.value)}
              required
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)} disabled={sending.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={recipientEmail.trim() === "" || sending.isPending}>
              {sending.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {sending.isPending ? "Sending..." : "Send Report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
