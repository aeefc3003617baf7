import { Link } from "wouter";
import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecommendations } from "../api/get-style-insights";
import type { Recommendation } from "../content/recommendations";

/** Three works to look at next, the current style first (secondary spec section 9). */
export function RecommendationsList({ style }: { style: string }) {
  const { data, isPending, isError } = useRecommendations(style);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Recommended for You</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading recommendations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Error loading recommendations
          </p>
        ) : (
          <ol className="space-y-3">
            {data.map((item) => (
              <RecommendationCard key={item.id} item={item} />
            ))}
          </ol>
        )}
        <div className="border-t pt-3 text-right text-xs">
          <Link href="/art-trend-map" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            See where these styles are collected
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function RecommendationCard({ item }: { item: Recommendation }) {
  return (
    <li className="flex gap-3 rounded-lg border p-3" data-testid="recommendation">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt={`${item.title} by ${item.artist}`}
          loading="lazy"
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-md bg-muted object-cover"
        />
      ) : (
        // No public-domain picture ships for this work: a title card, never a stand-in image.
        <div className="flex size-24 shrink-0 items-center justify-center rounded-md border border-dashed bg-muted/60 p-2 text-center font-serif text-xs leading-tight text-muted-foreground">
          {item.title}
        </div>
      )}
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-semibold">{item.title}</span>
          <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary">{item.matchScore}% match</span>
        </p>
        <p className="text-muted-foreground">
          {item.artist}, {item.year} · {item.style}
        </p>
        <p className="text-xs text-muted-foreground">{item.museum}</p>
        <p>{item.description}</p>
        <p className="text-xs italic text-muted-foreground">{item.matchReason}</p>
      </div>
    </li>
  );
}
