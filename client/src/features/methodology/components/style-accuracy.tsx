import { PHOTO_STYLE_ACCURACY, STYLE_ACCURACY } from "../content/style-accuracy";

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The style model's measured accuracy (the model card written by its fitting script). */
export function StyleAccuracy() {
  const a = STYLE_ACCURACY;
  const p = PHOTO_STYLE_ACCURACY;
  return (
    <section aria-labelledby="style-heading" className="mt-12">
      <h2 id="style-heading" className="text-2xl font-semibold">
        How accurate the style analysis is
      </h2>
      <p className="mt-3 max-w-3xl leading-7 text-muted-foreground">
        The style analysis compares your photo with {a.images.toLocaleString("en-US")} labelled artworks in {a.styles} styles. Tested on
        artists it was not trained on ({a.folds} groups of artists, each scored by a model that never saw them), its first guess was right{" "}
        {pct(a.top1)} of the time and the right style was among its first three {pct(a.top3)} of the time (chance: {pct(1 / a.styles)} and{" "}
        {pct(3 / a.styles)}). Tested on image collections it had never seen, it did much worse ({pct(a.sourceTop1)} and {pct(a.sourceTop3)}
        ), which says part of what it learnt is how a collection's images were made rather than the style. It calls {pct(
          a.uncertainShare,
        )}{" "}
        of its answers uncertain; your report then says so and names the three closest styles, and the style never changes the value. Model
        fitted {a.date}.
      </p>
      {a.onWallArtistHeldOut && (
        <p className="mt-3 max-w-3xl leading-7 text-muted-foreground">
          It was trained on a photo of each work framed and hung on a wall too, made by our own code (frames, mats, walls, perspective,
          uneven light, a phone camera). On such photos of works by artists it had never seen, its first guess was right{" "}
          {pct(a.onWallArtistHeldOut.top1)} of the time and the right style was among its first three {pct(a.onWallArtistHeldOut.top3)}
          {a.onWallSourceHeldOut &&
            ` (of works from collections it had never seen: ${pct(a.onWallSourceHeldOut.top1)} and ${pct(a.onWallSourceHeldOut.top3)})`}
          .
        </p>
      )}
      <p className="mt-3 max-w-3xl leading-7 text-muted-foreground">
        On {p.works} other works{" "}
        {a.fittedOnPhotoCollections
          ? "it was not fitted on, from three more collections (museum photographs among them; other works of theirs were in its training),"
          : "from three more collections it never saw (museum photographs among them),"}{" "}
        its first guess was right {pct(p.clean.top1)} of the time on clean images and {pct(p.onWall.top1)} on the same works framed and
        photographed on a wall (among its first three: {pct(p.clean.top3)} and {pct(p.onWall.top3)}), after finding the work in the photo
        and straightening it. On such photos its stated confidence was off by {pct(p.onWallCalibrationError)} on average, and when unsure it
        says the style is uncertain and names the three closest. A photo with no artwork in it (a bare wall, a room, a document, a
        screenshot) is refused before anything is paid: {pct(p.noArtworkRefused)} of our test photos were.
      </p>
      {a.limits.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">Styles it cannot name reliably</h3>
          <ul className="mt-2 max-w-3xl list-disc space-y-1 pl-6 leading-7 text-muted-foreground">
            {a.limits.map((limit) => (
              <li key={`${limit.style}:${limit.reason}`}>
                <span className="font-medium text-foreground">{limit.style}</span>: {limit.reason}.
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
