import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { Link } from "wouter";
import { SectionHeading } from "./section-heading";

const FAQS = [
  {
    question: "How long does an appraisal take?",
    answer:
      "Most appraisals are delivered within 24-48 hours of submission. Complex pieces or busy periods can take up to 72 hours. We notify you as soon as your report is ready.",
  },
  {
    question: "Can I use the report for insurance?",
    answer:
      "Yes, our reports can serve as initial insurance documentation. Please note that some insurers require an appraisal by a certified appraiser, so check with your insurer before relying on the report alone.",
  },
  {
    question: "What types of art can you appraise?",
    answer: "We appraise paintings, drawings, prints, sculpture and photography, from old masters to contemporary works.",
  },
  {
    question: "Do credits expire?",
    answer: "No. Credits never expire, so you can buy a package now and use the credits whenever you are ready to appraise another piece.",
  },
  {
    question: "How many photos can I upload?",
    answer:
      "You can upload up to 5 photos per artwork. For the most accurate estimate, include the front, the back, a close-up of the signature and any labels or stamps, taken in good, even light.",
  },
] as const;

/**
 * #faq: five questions in a list where only one answer is open at a time. A plain disclosure
 * (WAI-ARIA accordion pattern) rather than Radix's accordion, whose collection and presence code
 * (about 12 KB gzipped) would otherwise load with the landing page for a section below the fold.
 */
export function FaqSection() {
  const idPrefix = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section id="faq" aria-labelledby="faq-heading" tabIndex={-1} className="scroll-mt-16 py-20 focus:outline-none sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10 rounded-xl border bg-card px-5 sm:px-6">
          {FAQS.map(({ question, answer }, index) => {
            const isOpen = openIndex === index;
            const triggerId = `${idPrefix}-trigger-${index}`;
            const panelId = `${idPrefix}-panel-${index}`;
            return (
              <div key={question} className="border-b last:border-b-0">
                <h3 className="flex">
                  <button
                    type="button"
                    id={triggerId}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(isOpen ? null : index)}
                    className="flex flex-1 items-center justify-between gap-4 rounded-sm py-4 text-left text-base font-medium transition-all hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {question}
                    <ChevronDown
                      className={`size-4 shrink-0 text-muted-foreground transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={triggerId} hidden={!isOpen}>
                  <p className="pb-4 text-base leading-7 text-muted-foreground">{answer}</p>
                </div>
              </div>
            );
          })}
        </div>
        <p className="mt-6 text-center text-muted-foreground">
          How is a value worked out, and how accurate is it?{" "}
          <Link href="/how-we-appraise" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            Read how we appraise
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
