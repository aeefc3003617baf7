interface NumberedStepsProps {
  steps: readonly { title: string; text: string }[];
  /** The heading level of each step's title, so it fits the page's outline. */
  titleAs: "h2" | "h3";
  className?: string;
}

/** An ordered list of steps, each a card with its number in a circle, its title and a line of text. */
export function NumberedSteps({ steps, titleAs: Title, className }: NumberedStepsProps) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-4">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <Title className="font-semibold">{step.title}</Title>
            <p className="mt-1 text-sm leading-6 text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
