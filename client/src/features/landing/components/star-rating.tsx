import { Star } from "lucide-react";

/** Five stars with halves drawn, labelled "Rated 4.5 out of 5" for assistive technology. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <span key={index} className="relative size-5" aria-hidden="true">
            <Star className="absolute inset-0 size-5 text-muted-foreground/40" />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-5 fill-primary text-primary" />
              </span>
            ) : null}
          </span>
        );
      })}
    </div>
  );
}
