import type { AiProvider, AppraisalDraft } from "../providers/ai/ai-provider";

/** A predictable AI provider for pipeline tests; `failWith` makes every call throw. */
export function createFakeAiProvider(
  options: { failWith?: string; onAppraise?: () => Promise<void> | void } = {},
): AiProvider & { calls: number } {
  const provider = {
    name: "fake",
    calls: 0,
    async predictStyle() {
      if (options.failWith) throw new Error(options.failWith);
      return {
        style: "Impressionism",
        era: "Impressionism",
        probability: 0.8,
        characteristics: ["Loose, visible brushwork"],
        similarArtists: ["Claude Monet"],
        description: "A test prediction.",
        topStyles: [
          { style: "Impressionism", probability: 0.8 },
          { style: "Post-Impressionism", probability: 0.1 },
          { style: "Realism", probability: 0.05 },
        ],
        uncertain: false,
      };
    },
    async appraise(): Promise<AppraisalDraft> {
      provider.calls++;
      await options.onAppraise?.();
      if (options.failWith) throw new Error(options.failWith);
      return {
        prediction: await provider.predictStyle(),
        features: { brightness: 0.5 },
        valuation: {
          low: 4200,
          high: 9800,
          wide: { low: 1900, high: 21000 },
          coverage: { likely: 0.5, wide: 0.8 },
          factors: [{ name: "Style", value: "Impressionism", effect: 1, explanation: "Base range for the style." }],
        },
        report: {
          summary: "An estimate, not a formal authentication.",
          historicalContext: "Context.",
          marketAnalysis: "Market.",
          authenticationIndicators: "Indicators.",
          recommendations: ["Insure it."],
        },
        provider: "fake",
      };
    },
  };
  return provider;
}
