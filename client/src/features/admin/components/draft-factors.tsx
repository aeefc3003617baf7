import type { AdminDraft } from "@contracts/admin";

/** How the engine reached the drafted range (decision 19), read-only beside the range fields. */
export function DraftFactors({ factors }: { factors: AdminDraft["factors"] }) {
  if (factors.length === 0) return null;
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">How the drafted range was reached ({factors.length} factors)</summary>
      <ul className="mt-2 space-y-1.5">
        {factors.map((factor) => (
          <li key={factor.name} className="flex flex-wrap justify-between gap-x-3">
            <span>
              {factor.name}: <span className="text-muted-foreground">{factor.value}</span>
            </span>
            <span className="tabular-nums text-muted-foreground">x{Number(factor.effect.toFixed(2))}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
