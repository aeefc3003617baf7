import { History, Trash2 } from "lucide-react";
import type { StyleAnalysis } from "@contracts/style-analyses";
import { shortStyleLabel } from "@contracts/style-wording";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useDeleteStyleAnalysis } from "../api/delete-style-analysis";
import { useStyleAnalyses } from "../api/get-style-analyses";

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

/** The user's kept analyses, newest first: each reopens its results and can be deleted. */
export function RecentAnalyses({
  openId,
  onOpen,
  onDeleted,
}: {
  openId: string | null;
  onOpen: (analysis: StyleAnalysis) => void;
  /** After the server deleted one: the page stops showing it if it was open. */
  onDeleted: (id: string) => void;
}) {
  const analyses = useStyleAnalyses(true);
  const remove = useDeleteStyleAnalysis();

  function handleDelete(analysis: StyleAnalysis) {
    remove.mutate(analysis.id, {
      onSuccess: () => {
        onDeleted(analysis.id);
        toast({ title: "Analysis deleted", description: `${analysis.prediction.style} analysis removed from your recent analyses.` });
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Error deleting analysis",
          description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message,
        }),
    });
  }

  return (
    <Card>
      <CardHeader>
        {/* A page section after the h1 (and beside "Your Results"), so an h2, styled as the card titles. */}
        <h2 className="flex items-center gap-2 text-2xl font-semibold leading-none tracking-tight">
          <History className="size-5 text-primary" aria-hidden="true" />
          Your Recent Analyses
        </h2>
        <CardDescription>Kept on your account for 90 days (the 20 newest). Open one to see its results again.</CardDescription>
      </CardHeader>
      <CardContent>
        {analyses.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label="Loading your recent analyses">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        ) : analyses.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your recent analyses could not be loaded. Please reload the page.
          </p>
        ) : analyses.data.analyses.length === 0 ? (
          <p className="text-sm text-muted-foreground">No analyses yet. Upload an image above to analyze its style.</p>
        ) : (
          // grid-cols-1 is minmax(0, 1fr): an auto column grew with the row and pushed it past the card at 375 px.
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Recent analyses">
            {analyses.data.analyses.map((analysis) => {
              // An uncertain answer (most photos of a framed work) says so here too, as on its results.
              const style = shortStyleLabel(analysis.prediction);
              const label = `${style}, ${formatWhen(analysis.createdAt)}`;
              return (
                <li
                  key={analysis.id}
                  className={`flex min-w-0 items-center gap-3 rounded-lg border p-2 ${analysis.id === openId ? "border-primary" : ""}`}
                >
                  {/* The work cut out of the photo when there is a crop; opening it shows the whole photo. */}
                  <img
                    src={analysis.cropUrl ?? analysis.imageUrl}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-md bg-muted object-cover"
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="truncate font-semibold">{style}</p>
                    <p className="truncate text-muted-foreground">{analysis.prediction.era}</p>
                    <p className="text-xs text-muted-foreground">{formatWhen(analysis.createdAt)}</p>
                  </div>
                  <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => onOpen(analysis)}
                      aria-label={`Open analysis: ${label}`}
                      aria-current={analysis.id === openId ? "true" : undefined}
                    >
                      Open
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      onClick={() => handleDelete(analysis)}
                      disabled={remove.isPending && remove.variables === analysis.id}
                      aria-label={`Delete analysis: ${label}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
