import { lazy, Suspense, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";

const SampleCertificateDialog = lazy(() => import("./sample-certificate-dialog").then((m) => ({ default: m.SampleCertificateDialog })));

/** A button that opens the sample certificate preview; the dialog's code loads on first use. */
export function SampleCertificateButton(props: Omit<ComponentProps<typeof Button>, "onClick">) {
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        {...props}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      />
      {hasOpened ? (
        <Suspense fallback={null}>
          <SampleCertificateDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
