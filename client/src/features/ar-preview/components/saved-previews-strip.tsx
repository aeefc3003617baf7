import { useEffect, useMemo, useState } from "react";
import { Download, Link2, Trash2 } from "lucide-react";
import { AR_TOAST_MS } from "@contracts/ar-previews";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/lib/format";
import { useDeleteArPreview } from "../api/delete-ar-preview";
import { useArPreviews } from "../api/list-ar-previews";
import { useDeleteLocalPreview, useLocalPreviews } from "../api/local-previews";

interface StripItem {
  key: string;
  id: string;
  where: "account" | "browser";
  title: string;
  createdAt: string;
  thumbnailUrl: string;
  imageUrl: string;
  shareUrl: string | null;
}

/** Object URLs for the browser's saved pictures, released when the list changes or the page closes. */
function useLocalItems(): StripItem[] {
  const { data } = useLocalPreviews();
  const items = useMemo(
    () =>
      (data ?? []).map((preview) => ({
        key: `browser-${preview.id}`,
        id: preview.id,
        where: "browser" as const,
        title: preview.artworkTitle,
        createdAt: preview.createdAt,
        thumbnailUrl: URL.createObjectURL(preview.thumbnail),
        imageUrl: URL.createObjectURL(preview.image),
        shareUrl: null,
      })),
    [data],
  );
  useEffect(
    () => () =>
      items.forEach((item) => {
        URL.revokeObjectURL(item.thumbnailUrl);
        URL.revokeObjectURL(item.imageUrl);
      }),
    [items],
  );
  return items;
}

/** "Saved previews": the account's (signed in) and this browser's, each reopened or deleted here. */
export function SavedPreviewsStrip({ isSignedIn }: { isSignedIn: boolean }) {
  const account = useArPreviews(isSignedIn);
  const localItems = useLocalItems();
  const deleteAccount = useDeleteArPreview();
  const deleteLocal = useDeleteLocalPreview();
  const [openKey, setOpenKey] = useState<string | null>(null);

  const items: StripItem[] = [
    ...(isSignedIn ? (account.data ?? []) : []).map((preview) => ({
      key: `account-${preview.id}`,
      id: preview.id,
      where: "account" as const,
      title: preview.artworkTitle,
      createdAt: preview.createdAt,
      thumbnailUrl: preview.thumbnail,
      imageUrl: preview.imageUrl,
      shareUrl: preview.shareUrl,
    })),
    ...localItems,
  ];
  const opened = items.find((item) => item.key === openKey) ?? null;

  const handleDelete = async (item: StripItem) => {
    try {
      if (item.where === "account") await deleteAccount.mutateAsync(item.id);
      else await deleteLocal.mutateAsync(item.id);
      setOpenKey(null);
      toast({
        title: "Preview deleted",
        description: item.shareUrl ? "Its shareable link no longer works." : `"${item.title}" was removed.`,
        duration: AR_TOAST_MS,
      });
    } catch {
      toast({ title: "Error", description: "The preview could not be deleted.", variant: "destructive", duration: AR_TOAST_MS });
    }
  };

  return (
    <section aria-labelledby="saved-previews-heading" className="space-y-3">
      <h2 id="saved-previews-heading" className="text-xl font-semibold">
        Saved previews
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No saved previews yet. Place your artwork on a wall photo and press Save to keep it here
          {isSignedIn ? " (on your account)." : " (in this browser; sign in to keep them on your account)."}
        </p>
      ) : (
        <ul className="flex gap-3 overflow-x-auto pb-2">
          {items.map((item) => (
            <li key={item.key} className="w-40 shrink-0 space-y-1">
              <button
                type="button"
                className="block w-full overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Open preview of ${item.title}, saved ${formatDateTime(item.createdAt)}`}
                onClick={() => setOpenKey(item.key)}
              >
                <img src={item.thumbnailUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
              </button>
              <div className="flex items-start justify-between gap-1">
                <div className="min-w-0 text-xs">
                  <p className="truncate font-medium">{item.title}</p>
                  <p className="text-muted-foreground">
                    {item.where === "account" ? "On your account" : "In this browser"}
                    {item.shareUrl && " · Shared"}
                  </p>
                </div>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-8 shrink-0"
                  aria-label={`Delete preview of ${item.title}`}
                  onClick={() => handleDelete(item)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={!!opened} onOpenChange={(open) => !open && setOpenKey(null)}>
        {opened && (
          <DialogContent className="max-w-3xl">
            <DialogHeader>
              <DialogTitle>AR Preview: {opened.title}</DialogTitle>
              <DialogDescription>
                Saved {formatDateTime(opened.createdAt)} {opened.where === "account" ? "on your account" : "in this browser"}.
              </DialogDescription>
            </DialogHeader>
            <img src={opened.imageUrl} alt={`${opened.title} on your wall`} className="max-h-[60vh] w-full rounded-md object-contain" />
            {opened.shareUrl && (
              <p className="break-all text-sm">
                <Link2 aria-hidden="true" className="mr-1 inline size-4" />
                Shared at{" "}
                <a href={opened.shareUrl} className="text-primary underline underline-offset-4">
                  {opened.shareUrl}
                </a>
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button asChild variant="outline">
                <a href={opened.imageUrl} download={`ar-preview-${opened.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.jpg`}>
                  <Download aria-hidden="true" />
                  Download
                </a>
              </Button>
              <Button type="button" variant="outline" onClick={() => handleDelete(opened)}>
                <Trash2 aria-hidden="true" />
                {opened.shareUrl ? "Delete and Stop Sharing" : "Delete"}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
