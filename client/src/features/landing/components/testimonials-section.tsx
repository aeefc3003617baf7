import { TESTIMONIALS } from "../content/testimonials";
import { SectionHeading } from "./section-heading";
import { StarRating } from "./star-rating";

/** Three sample quotes with their star ratings. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What our clients say">
          Collectors, heirs and galleries use our appraisals to understand, insure and sell their art.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, role, rating }) => (
            <li key={name} className="flex flex-col rounded-lg border bg-card p-6">
              <StarRating rating={rating} />
              <blockquote className="mt-4 flex-1 leading-7 text-muted-foreground">“{quote}”</blockquote>
              <p className="mt-6 font-semibold">{name}</p>
              <p className="text-sm text-muted-foreground">{role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
