import { useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { BadgeCheck, SearchX } from "lucide-react";
import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { useVerification } from "../api/verify-valuation";
import { formatUsdRange, formatDate } from "@/lib/format";

const NO_SUCH_REPORT = "No report with this valuation ID exists.";

function CheckAnotherForm() {
  const [, navigate] = useLocation();
  const [value, setValue] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = value.trim().toUpperCase();
    if (id) navigate(`/verify/${encodeURIComponent(id)}`);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-2" aria-label="Check a valuation ID">
      <Label htmlFor="valuation-id">Check another valuation ID</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="valuation-id"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="AV-XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
        />
        <Button type="submit" disabled={!value.trim()}>
          Verify
        </Button>
      </div>
    </form>
  );
}

/** /verify/{valuationId}: public proof that a report is genuine, and nothing private (decision 18). */
export function VerificationView({ valuationId }: { valuationId: string }) {
  const verification = useVerification(valuationId);
  const meta = (
    <PageMeta
      title="Verify an Appraisal Report | Antique Art Appraisers"
      description="Check that an appraisal report with a valuation ID is genuine."
      noIndex
    />
  );

  let result;
  if (verification.isPending) result = <PageSpinner label="Checking the valuation ID" />;
  else if (verification.isError) {
    const isMissing = verification.error instanceof ApiError && verification.error.status === 404;
    result = (
      <Card className="border-destructive/50" role="alert">
        <CardHeader className="items-center text-center">
          <SearchX className="size-10 text-destructive" aria-hidden="true" />
          <CardTitle className="text-2xl">{isMissing ? "Report not found" : "The check could not be completed"}</CardTitle>
          <CardDescription className="text-base">{isMissing ? NO_SUCH_REPORT : "Please try again in a moment."}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild variant="outline">
            <Link href="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const data = verification.data;
    result = (
      <Card className="border-success/50">
        <CardHeader className="items-center text-center">
          <BadgeCheck className="size-12 text-success" aria-hidden="true" />
          <CardTitle className="text-2xl">This is a genuine report</CardTitle>
          <CardDescription className="text-base">
            We issued a report with this valuation ID. The details below match our records.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            {[
              ["Valuation ID", data.valuationId],
              ["Completed", formatDate(data.completedAt)],
              ["Title", data.title],
              ["Estimated value range", formatUsdRange(data.estimatedValueRange)],
            ].map(([label, value]) => (
              <div key={label} className="min-w-0 rounded-md border p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
                <dd className={label === "Valuation ID" ? "break-all font-mono font-semibold" : "break-words font-semibold"}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-xs text-muted-foreground">
            The report is an estimate, not a formal authentication. Only its owner can see the full report.
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6">
      {meta}
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Report Verification</h1>
        <p className="text-muted-foreground">
          Checking valuation ID <span className="block break-all font-mono text-foreground sm:inline">{valuationId}</span>
        </p>
      </header>
      <div aria-live="polite">{result}</div>
      <CheckAnotherForm key={valuationId} />
    </div>
  );
}
