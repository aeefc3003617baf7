import { Link } from "wouter";
import { PageMeta } from "@/components/page-meta";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useSharedPreview } from "../api/get-shared-preview";

/** The public shared-preview page: the composed picture and its title, nothing else about its owner. */
export function SharedPreviewView({ shareId }: { shareId: string }) {
  const { data, error, isPending } = useSharedPreview(shareId);
  if (isPending) return <PageSpinner label="Loading the shared preview" />;
  if (error || !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <PageMeta title="Shared preview | Antique Art Appraisers" description="A shared AR preview." noIndex />
        <h1 className="text-3xl font-bold">Preview not found</h1>
        <p className="text-muted-foreground">
          {missing
            ? "This shared preview does not exist or was deleted by its owner."
            : "The shared preview could not be loaded. Check your connection and try again."}
        </p>
        <Button asChild>
          <Link href="/ar-preview">Try the AR Preview</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta
        title={`${data.title} on a wall | Antique Art Appraisers`}
        description="An artwork shown on a wall with the AR preview."
        noIndex
      />
      <h1 className="break-words text-3xl font-bold sm:text-4xl">AR Preview: {data.title}</h1>
      <img src={data.imageUrl} alt={`${data.title} shown on a wall`} className="max-h-[75vh] w-full rounded-md border object-contain" />
      <p className="text-sm text-muted-foreground">
        A visualisation made with our AR preview: the artwork is placed on a photo of a wall digitally.{" "}
        <Link href="/ar-preview" className="font-medium text-primary underline underline-offset-4">
          See an artwork on your own wall
        </Link>
        .
      </p>
    </div>
  );
}
