/** Art styles the engine knows: descriptions, visual signatures, eras, artists, price class. */
import type { QuickEstimateStyle } from "../quick-estimate";

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
  similarArtists: string[];
  keyCharacteristics: string[];
  /** The quick estimate style whose base range prices this style. */
  quickEstimateStyle: QuickEstimateStyle;
}

/** The styles, keyed by name. The fitted classifier scores the seven with evaluation images. */
export const ART_STYLES: Readonly<Record<string, ArtStyle>> = {
  Renaissance: {
    name: "Renaissance",
    description: "Fifteenth- and sixteenth-century European painting of balanced composition, linear perspective and finely blended modelling.",
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
    description: "Non-representational painting, especially post-war Abstract Expressionism: gesture, drips and fields of colour.",
    signature: { brightness: "medium", contrast: "high", saturation: "medium", texture: "high", edgeDensity: "high" },
    signatureText: "no recognisable subject, all-over gestural marks or broad fields of colour",
    eras: ["abstract-expressionism", "contemporary"],
    similarArtists: ["Jackson Pollock", "Willem de Kooning", "Mark Rothko", "Lee Krasner", "Franz Kline"],
    keyCharacteristics: ["Non-representational", "Gestural marks", "All-over composition", "Colour fields"],
    quickEstimateStyle: "Abstract",
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
