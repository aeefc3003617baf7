import type { CreditPackage } from "@contracts/credits";
import { Loader2, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { formatUsd } from "@/lib/format";
import { formatUsdCents, pluralCredits } from "../format";

interface PackageCardProps {
  pkg: CreditPackage;
  isSelected?: boolean;
  isPending?: boolean;
  disabled?: boolean;
  onSelect: (pkg: CreditPackage) => void;
}

/** One credit package: credits, price, savings and Select (core spec section 9). */
export function PackageCard({ pkg, isSelected = false, isPending = false, disabled = false, onSelect }: PackageCardProps) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      data-selected={isSelected || undefined}
      className={cn(
        "relative flex h-full flex-col transition-colors",
        pkg.popular && "border-primary shadow-lg shadow-primary/10",
        isSelected && "ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
    >
      {pkg.popular && (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          <Sparkles className="h-3 w-3" aria-hidden />
          Most Popular
        </span>
      )}
      <CardHeader className="pb-4">
        <CardTitle id={titleId} className="text-xl">
          {pkg.title}
        </CardTitle>
        <CardDescription>{pkg.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight">{formatUsd(pkg.price)}</span>
          <span className="text-sm text-muted-foreground">one-time</span>
        </p>
        <p className="text-lg font-medium">{pluralCredits(pkg.credits)}</p>
        <p className="text-sm text-muted-foreground">{formatUsdCents(pkg.price / pkg.credits)} per appraisal</p>
        {pkg.saveAmount > 0 ? (
          <p className="inline-flex rounded-md bg-success/15 px-2 py-1 text-sm font-medium text-success">
            Save {formatUsd(pkg.saveAmount)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Credits never expire</p>
        )}
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={pkg.popular ? "default" : "outline"}
          disabled={disabled || isPending}
          aria-label={`Select ${pkg.title}`}
          onClick={() => onSelect(pkg)}
        >
          {isPending && <Loader2 className="animate-spin" aria-hidden />}
          Select
        </Button>
      </CardFooter>
    </Card>
  );
}
