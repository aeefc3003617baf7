import { type ArtEra } from "@engine/knowledge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface EraDetailsDialogProps {
  era: ArtEra | null;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (it is opened from outside, so Radix has no trigger to return to). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** An era's details: what opening an era on the timeline or grid shows. */
export function EraDetailsDialog({ era, onOpenChange, onCloseAutoFocus }: EraDetailsDialogProps) {
  return (
    <Dialog open={!!era} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        {era && (
          <>
            <DialogHeader className="text-left">
              <DialogTitle className="flex items-center gap-2">
                <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: era.color }} aria-hidden="true" />
                {era.name}
              </DialogTitle>
              <DialogDescription>{era.period}</DialogDescription>
            </DialogHeader>
            <p className="text-sm leading-6">{era.description}</p>
            <EraList title="Key artists" items={era.keyArtists} />
            <EraList title="Characteristics" items={era.characteristics} />
            <EraList title="Famous works" items={era.famousWorks} />
            {era.relatedStyles.length > 0 && <EraList title="Related styles" items={era.relatedStyles} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EraList({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className="rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
