import { Link } from "wouter";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
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

/** #faq: five questions in a list where only one answer is open at a time. */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" tabIndex={-1} className="scroll-mt-16 py-20 focus:outline-none sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <Accordion type="single" collapsible className="mt-10 rounded-xl border bg-card px-5 sm:px-6">
          {FAQS.map(({ question, answer }, index) => (
            <AccordionItem key={question} value={`faq-${index}`} className="last:border-b-0">
              <AccordionTrigger className="text-base">{question}</AccordionTrigger>
              <AccordionContent className="text-base leading-7 text-muted-foreground">{answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
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
