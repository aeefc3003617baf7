/** What every suite (scripts/eval/*.eval.ts) exports and returns; index.ts runs them. */
import type { EvalScope } from "../fit/lib/scope";

/** The floors a suite missed, one line each. */
export interface EvalSuiteResult {
  name: string;
  failures: string[];
}

export type EvalSuite = { runEval: (evaldataDir: string, scope: EvalScope) => Promise<EvalSuiteResult> };
