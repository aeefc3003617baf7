/** Art styles the engine knows: descriptions, visual signatures, eras, artists, price class. */
import type { QuickEstimateStyle } from "@engine/submission";

/** A level of a measured feature, relative to artworks in general. */
export type FeatureLevel = "low" | "medium" | "high";

/** One style of the knowledge base. */
export interface ArtStyle {
  name: string;
  description: string;
  /** Typical levels of the measured pixel features (see PixelFeatures), for explanation. */
  signature: Partial<Record<"brightness" | "contrast" | "saturation" | "texture" | "edgeDensity" | "flatShare" | "warmth", FeatureLevel>>;
  /** Plain-language version of the signature. */
  signatureText: string;
  /** Era ids (see ART_ERAS); the first is the primary era. */
  eras: string[];
  /**
   * The movement's own dates, for the styles the spec's 17 eras have no entry for (Fauvism,
   * Symbolism, Naive Art, Ukiyo-e): reports and the analyzer then name the style with these
   * dates instead of calling it "a style of" a Western era it only overlaps in time. `eraName`
   * is what the analyzer shows as its era ("Identified as Ukiyo-e from the Edo-Meiji era").
   */
  ownPeriod?: { period: string; eraName: string; yearStart: number; yearEnd: number };
  similarArtists: string[];
  keyCharacteristics: string[];
  /** The quick estimate style whose base range prices this style. */
  quickEstimateStyle: QuickEstimateStyle;
}

/**
 * The styles, keyed by name. The style model names the 17 styles of STYLE_CLASSES; Modern and
 * Contemporary remain for the quick estimate and the owner's own words, never predicted from pixels.
 * Styles whose own movement has no entry in ART_ERAS name the era they fall in by date.
 */
export const ART_STYLES: Readonly<Record<string, ArtStyle>> = {
  Renaissance: {
    name: "Renaissance",
    description:
      "Fifteenth- and sixteenth-century European painting of balanced composition, linear perspective and finely blended modelling.",
    signature: { brightness: "medium", contrast: "medium", saturation: "medium", texture: "low", warmth: "high" },
    signatureText: "smooth, blended surfaces, balanced mid-tones and warm flesh and earth colours",
    eras: ["renaissance", "mannerism"],
    similarArtists: ["Leonardo da Vinci", "Raphael", "Sandro Botticelli", "Titian", "Jan van Eyck"],
    keyCharacteristics: ["Linear perspective", "Symmetrical, stable composition", "Sfumato modelling", "Religious and classical subjects"],
    quickEstimateStyle: "Renaissance",
  },
  Baroque: {
    name: "Baroque",
    description: "Seventeenth-century painting of dramatic light and shadow, rich warm darks and theatrical movement.",
    signature: { brightness: "low", contrast: "high", saturation: "medium", texture: "low", warmth: "high" },
    signatureText: "dark grounds, spot-lit subjects, strong tonal contrast and warm browns and golds",
    eras: ["baroque"],
    similarArtists: ["Caravaggio", "Rembrandt van Rijn", "Peter Paul Rubens", "Diego Velázquez", "Johannes Vermeer"],
    keyCharacteristics: ["Chiaroscuro", "Dark, warm grounds", "Diagonal compositions", "Intense, theatrical lighting"],
    // Baroque is Old Master painting, which the quick estimate prices in its Renaissance tier.
    quickEstimateStyle: "Renaissance",
  },
  Romanticism: {
    name: "Romanticism",
    description: "Late eighteenth- and early nineteenth-century painting of emotion, atmosphere and the sublime in nature.",
    signature: { brightness: "medium", contrast: "medium", saturation: "low", texture: "medium", warmth: "medium" },
    signatureText: "atmospheric skies, muted blended colour and dramatic light in landscape or history scenes",
    eras: ["romanticism"],
    similarArtists: ["J. M. W. Turner", "Caspar David Friedrich", "Eugène Delacroix", "John Constable", "Francisco Goya"],
    keyCharacteristics: ["Dramatic skies", "Sublime landscape", "Emotional intensity", "Atmospheric light"],
    // Nineteenth-century figurative painting: priced with the quick estimate's Realism tier.
    quickEstimateStyle: "Realism",
  },
  Realism: {
    name: "Realism",
    description: "Nineteenth-century painting of everyday life rendered truthfully, in solid form and earthy colour.",
    signature: { brightness: "medium", contrast: "medium", saturation: "low", texture: "low", warmth: "high" },
    signatureText: "earthy, muted palette, solid modelling and naturalistic detail",
    eras: ["realism", "neoclassicism"],
    similarArtists: ["Gustave Courbet", "Jean-François Millet", "Winslow Homer", "Rosa Bonheur", "Honoré Daumier"],
    keyCharacteristics: ["Everyday subjects", "Naturalistic detail", "Earthy palette", "Solid modelling"],
    quickEstimateStyle: "Realism",
  },
  Impressionism: {
    name: "Impressionism",
    description: "Late nineteenth-century painting that records fleeting light with broken, visible strokes of high-key colour.",
    signature: { brightness: "high", contrast: "low", saturation: "medium", texture: "high", warmth: "medium" },
    signatureText: "light, high-key colour, soft contrast and dense, broken brushwork",
    eras: ["impressionism", "post-impressionism"],
    similarArtists: ["Claude Monet", "Pierre-Auguste Renoir", "Camille Pissarro", "Alfred Sisley", "Berthe Morisot"],
    keyCharacteristics: ["Visible broken brushstrokes", "Light, airy palette", "Outdoor light and atmosphere", "Coloured shadows"],
    quickEstimateStyle: "Impressionism",
  },
  Expressionism: {
    name: "Expressionism",
    description: "Early twentieth-century art that distorts colour and form to express emotion.",
    signature: { brightness: "medium", contrast: "high", saturation: "high", texture: "high", warmth: "medium" },
    signatureText: "intense, non-naturalistic colour, angular forms and raw brushwork",
    eras: ["expressionism"],
    similarArtists: ["Edvard Munch", "Ernst Ludwig Kirchner", "Emil Nolde", "Franz Marc", "Egon Schiele"],
    keyCharacteristics: ["Intense colour", "Distorted forms", "Energetic brushwork", "Emotional charge"],
    quickEstimateStyle: "Expressionism",
  },
  Cubism: {
    name: "Cubism",
    description: "Early twentieth-century painting that fractures subjects into faceted planes seen from several viewpoints.",
    signature: { brightness: "medium", contrast: "medium", saturation: "low", edgeDensity: "high", warmth: "high" },
    signatureText: "faceted planes, many short straight edges and a restricted palette of browns, ochres and greys",
    eras: ["cubism"],
    similarArtists: ["Pablo Picasso", "Georges Braque", "Juan Gris", "Fernand Léger", "Albert Gleizes"],
    keyCharacteristics: ["Faceted geometric planes", "Multiple viewpoints", "Restricted earth palette", "Shallow, fractured space"],
    // The quick estimate has no Cubism entry; Cubism is the founding movement of Modern art.
    quickEstimateStyle: "Modern",
  },
  Surrealism: {
    name: "Surrealism",
    description: "Interwar art of dreams and the unconscious, often painted with smooth, illusionistic precision.",
    signature: { brightness: "medium", contrast: "medium", saturation: "medium", texture: "low", flatShare: "high" },
    signatureText: "smooth, finely finished surfaces, clear forms and deep, open spaces",
    eras: ["surrealism"],
    similarArtists: ["Salvador Dalí", "René Magritte", "Max Ernst", "Yves Tanguy", "Joan Miró"],
    keyCharacteristics: ["Dreamlike juxtapositions", "Smooth illusionistic finish", "Deep perspectives", "Biomorphic forms"],
    quickEstimateStyle: "Surrealism",
  },
  Abstract: {
    name: "Abstract",
    description:
      "Non-representational painting: post-war Abstract Expressionism's gesture and drips, Colour Field painting and Minimalism's reduced geometry.",
    signature: { brightness: "medium", contrast: "high", saturation: "medium", texture: "high", edgeDensity: "high" },
    signatureText: "no recognisable subject, all-over gestural marks or broad fields of colour",
    eras: ["abstract-expressionism", "contemporary"],
    similarArtists: ["Jackson Pollock", "Willem de Kooning", "Mark Rothko", "Lee Krasner", "Franz Kline"],
    keyCharacteristics: ["Non-representational", "Gestural marks", "All-over composition", "Colour fields"],
    quickEstimateStyle: "Abstract",
  },
  Rococo: {
    name: "Rococo",
    description: "Eighteenth-century French-led painting of pastel colour, light touch, playful elegance and aristocratic leisure.",
    signature: { brightness: "high", contrast: "low", saturation: "medium", texture: "low", warmth: "high" },
    signatureText: "pale pastel colour, soft feathery handling and graceful, decorative figures",
    eras: ["rococo"],
    similarArtists: [
      "Jean-Honoré Fragonard",
      "François Boucher",
      "Antoine Watteau",
      "Giovanni Battista Tiepolo",
      "Élisabeth Vigée Le Brun",
    ],
    keyCharacteristics: ["Pastel palette", "Fête galante and portrait subjects", "Light, feathery brushwork", "Ornamental elegance"],
    // Eighteenth-century Old Master painting: the quick estimate's Renaissance (Old Masters) tier.
    quickEstimateStyle: "Renaissance",
  },
  "Post-Impressionism": {
    name: "Post-Impressionism",
    description:
      "Late nineteenth-century painting after Impressionism: structured form, symbolic or arbitrary colour and deliberate, often dotted or patterned brushwork.",
    signature: { brightness: "medium", contrast: "medium", saturation: "high", texture: "high", warmth: "medium" },
    signatureText: "strong, saturated colour in deliberate strokes or dots, with simplified, solid forms",
    eras: ["post-impressionism"],
    similarArtists: ["Vincent van Gogh", "Paul Cézanne", "Paul Gauguin", "Georges Seurat", "Henri de Toulouse-Lautrec"],
    keyCharacteristics: [
      "Expressive or pointillist brushwork",
      "Bold, symbolic colour",
      "Simplified, solid forms",
      "Flattened pictorial space",
    ],
    // Priced with its neighbour: the late nineteenth-century French market of the Impressionism tier.
    quickEstimateStyle: "Impressionism",
  },
  "Art Nouveau": {
    name: "Art Nouveau",
    description:
      "Decorative art of the 1890s-1910s: flowing organic lines, flat ornamental colour and stylised natural forms, in posters, illustration and painting.",
    signature: { brightness: "medium", contrast: "medium", saturation: "medium", flatShare: "high", edgeDensity: "medium" },
    signatureText: "flowing outlines, flat decorative colour areas and ornamental, plant-like patterns",
    eras: ["art-nouveau"],
    similarArtists: ["Alphonse Mucha", "Gustav Klimt", "Aubrey Beardsley", "Ivan Bilibin", "Koloman Moser"],
    keyCharacteristics: [
      "Whiplash curves and organic line",
      "Flat ornamental colour",
      "Stylised flowers and figures",
      "Poster and illustration design",
    ],
    quickEstimateStyle: "Modern",
  },
  Symbolism: {
    name: "Symbolism",
    description:
      "Late nineteenth-century painting of myth, dream and mood, in which figures and landscapes stand for ideas rather than describe the visible world.",
    signature: { brightness: "low", contrast: "medium", saturation: "medium", texture: "medium", warmth: "medium" },
    signatureText: "subdued, twilight colour, mysterious figures and dreamlike, mythological scenes",
    // Symbolism (c. 1880-1910) shares the fin-de-siècle era of Art Nouveau in the era list.
    ownPeriod: { period: "c. 1880-1910", eraName: "Fin-de-siècle", yearStart: 1880, yearEnd: 1910 },
    eras: ["art-nouveau", "post-impressionism"],
    similarArtists: ["Gustave Moreau", "Odilon Redon", "Arnold Böcklin", "Pierre Puvis de Chavannes", "Nicholas Roerich"],
    keyCharacteristics: [
      "Mythological and mystical subjects",
      "Dreamlike mood",
      "Muted, evocative colour",
      "Allegory rather than observation",
    ],
    // Nineteenth-century figurative painting, like Romanticism: the quick estimate's Realism tier.
    quickEstimateStyle: "Realism",
  },
  Fauvism: {
    name: "Fauvism",
    description:
      "Early twentieth-century French painting of pure, unmixed colour applied in bold, loose strokes, freed from naturalistic description.",
    signature: { brightness: "high", contrast: "medium", saturation: "high", texture: "medium", warmth: "high" },
    signatureText: "pure, intensely saturated colour in broad, loose strokes and arbitrary hues",
    // Fauvism (1905-1910) opens the Expressionism era of the era list.
    ownPeriod: { period: "c. 1904-1910", eraName: "Belle Époque", yearStart: 1904, yearEnd: 1910 },
    eras: ["expressionism", "post-impressionism"],
    similarArtists: ["Henri Matisse", "André Derain", "Maurice de Vlaminck", "Raoul Dufy", "Kees van Dongen"],
    keyCharacteristics: ["Pure, unmixed colour", "Arbitrary, non-naturalistic hues", "Bold, loose brushwork", "Simplified forms"],
    quickEstimateStyle: "Modern",
  },
  "Naive Art": {
    name: "Naive Art",
    description:
      "Art by self-taught painters or in their manner: flat, brightly coloured scenes, careful detail and perspective left simple or ignored.",
    signature: { brightness: "medium", contrast: "medium", saturation: "high", texture: "low", flatShare: "high" },
    signatureText: "flat, bright colour, crisp outlines, many small details and simple perspective",
    // Most Naive Art the model learnt from is twentieth-century (Rousseau to Generalić).
    ownPeriod: { period: "c. 1885-present", eraName: "Modern and Contemporary", yearStart: 1885, yearEnd: 2025 },
    eras: ["expressionism", "contemporary"],
    similarArtists: ["Henri Rousseau", "Niko Pirosmani", "Ivan Generalić", "Grandma Moses", "Séraphine Louis"],
    keyCharacteristics: [
      "Self-taught directness",
      "Flat, bright colour",
      "Simple or inconsistent perspective",
      "Detailed, decorative scenes",
    ],
    // No quick estimate tier fits self-taught painting, whose market is mostly modest.
    quickEstimateStyle: "Other",
  },
  "Ukiyo-e": {
    name: "Ukiyo-e",
    description:
      "Japanese woodblock prints and paintings of the Edo and Meiji periods: flat colour, strong outline and scenes of actors, beauties and landscapes.",
    signature: { brightness: "high", contrast: "medium", saturation: "low", texture: "low", flatShare: "high" },
    signatureText: "flat, printed colour areas, fine black outlines and pale paper grounds",
    // The era list is Western; the great ukiyo-e landscapes (Hokusai, Hiroshige) date from the Romantic era.
    ownPeriod: { period: "c. 1670-1912", eraName: "Edo-Meiji", yearStart: 1670, yearEnd: 1912 },
    eras: ["romanticism"],
    similarArtists: ["Katsushika Hokusai", "Utagawa Hiroshige", "Kitagawa Utamaro", "Utagawa Kuniyoshi", "Tsukioka Yoshitoshi"],
    keyCharacteristics: [
      "Woodblock-printed flat colour",
      "Strong black outline",
      "Actors, courtesans and landscapes",
      "Japanese inscriptions and seals",
    ],
    // Japanese prints have no quick estimate tier; most sell as prints in the modest range.
    quickEstimateStyle: "Other",
  },
  Modern: {
    name: "Modern",
    description: "Early to mid twentieth-century avant-garde painting: simplified form, bold colour and new ways of seeing.",
    signature: { brightness: "medium", contrast: "medium", saturation: "high", flatShare: "medium" },
    signatureText: "simplified forms, bold colour and a flattened picture plane",
    eras: ["post-impressionism", "expressionism", "cubism"],
    similarArtists: ["Henri Matisse", "Pablo Picasso", "Paul Cézanne", "Amedeo Modigliani", "Piet Mondrian"],
    keyCharacteristics: ["Simplified forms", "Bold colour", "Flattened space", "Break with academic tradition"],
    quickEstimateStyle: "Modern",
  },
  "Pop Art": {
    name: "Pop Art",
    description: "1950s-60s art drawn from advertising, comics and celebrity, in flat saturated colour with hard edges.",
    signature: { brightness: "high", contrast: "high", saturation: "high", texture: "low", flatShare: "high" },
    signatureText: "flat, saturated colour areas, hard outlines and printed, graphic surfaces",
    eras: ["pop-art"],
    similarArtists: ["Andy Warhol", "Roy Lichtenstein", "Richard Hamilton", "James Rosenquist", "Tom Wesselmann"],
    keyCharacteristics: ["Flat saturated colour", "Hard edges", "Mass-media imagery", "Screen printing"],
    quickEstimateStyle: "Pop Art",
  },
  Contemporary: {
    name: "Contemporary",
    description: "Art of the last half-century in every medium, from painting to photography and digital work.",
    signature: { saturation: "medium", flatShare: "medium" },
    signatureText: "varied: smooth photographic or digital surfaces as often as painted ones",
    eras: ["contemporary", "digital-art"],
    similarArtists: ["Gerhard Richter", "David Hockney", "Jean-Michel Basquiat", "Yayoi Kusama", "Cindy Sherman"],
    keyCharacteristics: ["Plural media", "Conceptual concerns", "Photographic and digital processes", "Global art world"],
    quickEstimateStyle: "Contemporary",
  },
};

/** Looks a style up by name (case-insensitive). */
export function findStyle(name: string): ArtStyle | undefined {
  const key = Object.keys(ART_STYLES).find((k) => k.toLowerCase() === name.trim().toLowerCase());
  return key ? ART_STYLES[key] : undefined;
}
