import { Mail, MapPin, Phone } from "lucide-react";
import { getSiteConfig } from "@/lib/site-config";
import { ContactButton } from "./contact-button";
import { SectionHeading } from "./section-heading";

/** #about: who we are and how to reach us (contact details from the site configuration). */
export function AboutSection() {
  const { appName, supportEmail, supportPhone, location } = getSiteConfig();
  const contacts = [
    { icon: Mail, label: "Email", value: supportEmail, href: `mailto:${supportEmail}` },
    { icon: Phone, label: "Phone", value: supportPhone, href: `tel:${supportPhone.replace(/[^\d+]/g, "")}` },
    { icon: MapPin, label: "Location", value: location, href: undefined },
  ];
  return (
    <section
      id="about"
      aria-labelledby="about-heading"
      tabIndex={-1}
      className="scroll-mt-16 border-t bg-card/30 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <SectionHeading id="about-heading" eyebrow="About" title={`About ${appName}`} className="mx-0 text-left" />
          <div className="mt-6 space-y-4 leading-7 text-muted-foreground">
            <p>
              We help collectors, private owners, dealers and art enthusiasts understand what their artwork is worth, without shipping it
              anywhere or waiting weeks for an appointment.
            </p>
            <p>
              Every appraisal combines AI analysis of your photos with art-historical knowledge and current market data, and explains how
              the value range was reached. Our reports are estimates to guide your decisions, not a formal authentication.
            </p>
          </div>
        </div>
        <div className="rounded-xl border bg-card p-6 sm:p-8">
          <h3 className="text-xl font-semibold">Contact us</h3>
          <p className="mt-2 text-sm text-muted-foreground">
            Questions about an appraisal, credits or business pricing? We are happy to help.
          </p>
          <ul className="mt-6 space-y-5">
            {contacts.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex items-start gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm text-muted-foreground">{label}</p>
                  <p className="break-words font-medium">
                    {href ? (
                      <a
                        href={href}
                        className="rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <ContactButton variant="outline" className="mt-6 w-full">
            Contact Our Support Team
          </ContactButton>
        </div>
      </div>
    </section>
  );
}
