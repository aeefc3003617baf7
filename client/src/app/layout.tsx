import type { ReactNode } from "react";
import { Header } from "@/components/layout/header";
import { Footer } from "@/components/layout/footer";
import { FloatingSubmitButton } from "@/components/layout/floating-submit-button";
import { EmailVerificationReminder } from "@/features/auth/components/email-verification-reminder";
import { TourLauncher } from "@/features/tour/tour-launcher";

/** The shell around every page: skip link, header, main, footer, floating action. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to main content
      </a>
      <Header helpSlot={<TourLauncher />} />
      <EmailVerificationReminder />
      {/* Room at the bottom so the last controls of a page can always scroll clear of the floating button. */}
      <main id="main-content" tabIndex={-1} className="flex-1 pb-20 focus:outline-none">
        {children}
      </main>
      <Footer />
      <FloatingSubmitButton />
    </div>
  );
}
