import type { ReactNode } from "react";

/** A titled part of the printed report; it avoids breaking across printed pages where it can. */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 print:break-inside-avoid-page">
      <h2 id={id} className="border-b pb-2 text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Stored text: blank lines separate paragraphs, single line breaks are kept. */
export function ReportProse({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed">
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
