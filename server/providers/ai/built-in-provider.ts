import type { AiProvider } from "./ai-provider";

/** The built-in engine (decision 15); wired to engine/ once its valuation and report writer land. */
export function createBuiltInAiProvider(): AiProvider {
  return {
    name: "built-in",
    predictStyle: () => Promise.reject(new Error("built-in engine not wired yet")),
    appraise: () => Promise.reject(new Error("built-in engine not wired yet")),
  };
}
