import { Link } from "wouter";
import { NOT_FOUND_META } from "@contracts/seo";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/components/page-meta";

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <PageMeta {...NOT_FOUND_META} />
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link href="/">Back to Home</Link>
      </Button>
    </section>
  );
}
