import { CheckCircle2 } from "lucide-react";
import type { CreditPackage } from "@contracts/credits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { pluralCredits } from "../format";

interface SuccessDialogProps {
  open: boolean;
  pkg: CreditPackage | undefined;
  onClose: () => void;
}

/** Shown on return from payment; the server granted the credits before this opened (decision 10). */
export function SuccessDialog({ open, pkg, onClose }: SuccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="text-center sm:max-w-md">
        <CheckCircle2 className="mx-auto h-14 w-14 text-success" aria-hidden />
        <DialogHeader className="sm:text-center">
          <DialogTitle className="text-center text-2xl">Payment Successful</DialogTitle>
          <DialogDescription className="text-center">
            {pkg
              ? `Thank you! ${pluralCredits(pkg.credits)} from the ${pkg.title} have been added to your account.`
              : "Thank you! Your credits have been added to your account."}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button onClick={onClose}>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
