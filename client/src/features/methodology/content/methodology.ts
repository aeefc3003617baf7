/** Static text of the "How we appraise" page; the measured figures come from the model cards. */

export const CAN_TELL = [
  "The medium, size and date you give, and how works like it sold at auction",
  "Whether the artist you name has a sales record of their own in our data, and at what level",
  "What your words say about condition, signatures, editions, labels, certificates and reproductions",
  "The look of the work in the photo: palette, contrast, texture and the styles it most resembles",
  "A well-known museum work in your photo, named with where the original is, and the dot screen of an offset print in a close-up photo",
] as const;

export const CANNOT_TELL = [
  "Whether a signature or an attribution is genuine: only the artist's authority or a specialist can say",
  "Condition the photos do not show: the back, the canvas or paper, old repairs under varnish",
  "An inkjet (giclée) print from paint, or any print photographed from too far away to show its dots",
  "The price one particular buyer will pay: a range holds about half of real sales, not all of them",
] as const;

export const STEPS = [
  {
    title: "Read the photos",
    text: "Your main photo is measured (colour, contrast, texture) and compared with labelled artworks in 17 styles to name the styles it most resembles, with their probabilities. It is matched against a catalogue of famous works (a photo of one is most likely a reproduction or a copy), and every photo is checked at full resolution for the regular dot screen printed reproductions have.",
  },
  {
    title: "Read your words",
    text: 'The title, medium, notes and provenance are read for condition (torn, relined, foxing), reproductions (poster, giclee, "after"), attributions ("attributed to", "circle of"), signatures, editions, labels and certificates.',
  },
  {
    title: "Price it against sold lots",
    text: "A statistical model fitted on real auction results prices the medium, size, date, signature and edition, the artist's own sales record where there is one, and the market of artists without one.",
  },
  {
    title: "Set two honest ranges",
    text: "The likely range is the spread within which about half of real prices fell when we tested the model on auction houses it had never seen; the wide range held about four in five. Every factor and its effect is listed in your report.",
  },
  {
    title: "Say which market",
    text: "A general auction house or an online sale pays far less than a curated fine-art house. From what you told us we weigh where a piece like yours sells, and the report gives the range for that market and what the other would pay.",
  },
  {
    title: "Famous names, carefully",
    text: "A famous name without documents or a traceable history is not multiplied: you get the range the evidence supports, what it would be worth if authenticated, and who can establish that.",
  },
] as const;
