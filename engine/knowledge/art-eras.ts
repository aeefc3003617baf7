/** The 17 art eras from Renaissance to Digital Art (secondary spec, "Art era" entity). */
import { ART_STYLES } from "./art-styles";

/** One era of the art history timeline. */
export interface ArtEra {
  id: string;
  name: string;
  period: string;
  yearStart: number;
  yearEnd: number;
  color: string;
  description: string;
  keyArtists: string[];
  characteristics: string[];
  famousWorks: string[];
  /**
   * The knowledge base's styles that name this era (ART_STYLES[..].eras), those whose first era
   * it is before the others: derived, never written here, so the engine and the timeline that
   * shows eras cannot disagree.
   */
  relatedStyles: string[];
}

/** The eras in chronological order of their start (relatedStyles added below). */
const ERAS: readonly Omit<ArtEra, "relatedStyles">[] = [
  {
    id: "renaissance",
    name: "Renaissance",
    period: "c. 1400-1600",
    yearStart: 1400,
    yearEnd: 1600,
    color: "#b8860b",
    description:
      "The rebirth of classical learning in Italy and northern Europe, when painters mastered linear perspective, anatomy and oil glazing.",
    keyArtists: ["Leonardo da Vinci", "Michelangelo", "Raphael", "Sandro Botticelli", "Jan van Eyck", "Albrecht Dürer", "Titian"],
    characteristics: [
      "Linear perspective",
      "Balanced, symmetrical composition",
      "Naturalistic anatomy",
      "Sfumato and oil glazes",
      "Religious and classical subjects",
    ],
    famousWorks: [
      "Mona Lisa (Leonardo da Vinci)",
      "The Birth of Venus (Botticelli)",
      "The School of Athens (Raphael)",
      "Sistine Chapel ceiling (Michelangelo)",
    ],
  },
  {
    id: "mannerism",
    name: "Mannerism",
    period: "c. 1520-1600",
    yearStart: 1520,
    yearEnd: 1600,
    color: "#8b6f47",
    description: "A late-Renaissance reaction that traded harmony for elongated figures, artificial colour and complex, crowded poses.",
    keyArtists: ["Parmigianino", "Pontormo", "Agnolo Bronzino", "El Greco", "Rosso Fiorentino"],
    characteristics: ["Elongated figures", "Acid, unnatural colour", "Compressed space", "Elegant artifice"],
    famousWorks: [
      "Madonna with the Long Neck (Parmigianino)",
      "The Burial of the Count of Orgaz (El Greco)",
      "Deposition from the Cross (Pontormo)",
    ],
  },
  {
    id: "baroque",
    name: "Baroque",
    period: "c. 1600-1750",
    yearStart: 1600,
    yearEnd: 1750,
    color: "#7b2d26",
    description:
      "Dramatic, theatrical art of the Counter-Reformation and the Dutch Golden Age, built on strong light and dark and dynamic movement.",
    keyArtists: ["Caravaggio", "Rembrandt van Rijn", "Peter Paul Rubens", "Diego Velázquez", "Johannes Vermeer", "Artemisia Gentileschi"],
    characteristics: [
      "Chiaroscuro and tenebrism",
      "Dark grounds with spot-lit figures",
      "Diagonal, dynamic compositions",
      "Rich, warm earth palette",
    ],
    famousWorks: [
      "The Night Watch (Rembrandt)",
      "Las Meninas (Velázquez)",
      "The Calling of Saint Matthew (Caravaggio)",
      "Girl with a Pearl Earring (Vermeer)",
    ],
  },
  {
    id: "rococo",
    name: "Rococo",
    period: "c. 1720-1780",
    yearStart: 1720,
    yearEnd: 1780,
    color: "#e8a0b4",
    description: "A light, ornamental French style of pastel colour, playful aristocratic scenes and decorative curves.",
    keyArtists: ["Jean-Antoine Watteau", "François Boucher", "Jean-Honoré Fragonard", "Giovanni Battista Tiepolo"],
    characteristics: ["Pastel palette", "Playful, intimate subjects", "Curving, decorative line", "Light, feathery brushwork"],
    famousWorks: ["The Swing (Fragonard)", "Pilgrimage to Cythera (Watteau)", "Madame de Pompadour (Boucher)"],
  },
  {
    id: "neoclassicism",
    name: "Neoclassicism",
    period: "c. 1750-1850",
    yearStart: 1750,
    yearEnd: 1850,
    color: "#9fb4c7",
    description: "A return to the order and moral seriousness of Greek and Roman antiquity, with crisp drawing and smooth finish.",
    keyArtists: ["Jacques-Louis David", "Jean-Auguste-Dominique Ingres", "Antonio Canova", "Angelica Kauffman"],
    characteristics: ["Clear contour and drawing", "Smooth, invisible brushwork", "Classical subjects", "Restrained colour"],
    famousWorks: ["Oath of the Horatii (David)", "The Death of Marat (David)", "La Grande Odalisque (Ingres)"],
  },
  {
    id: "romanticism",
    name: "Romanticism",
    period: "c. 1790-1850",
    yearStart: 1790,
    yearEnd: 1850,
    color: "#4a5d7e",
    description: "Art of emotion, the sublime and nature's power, favouring dramatic skies, storms and heroic or exotic subjects.",
    keyArtists: ["J. M. W. Turner", "Caspar David Friedrich", "Eugène Delacroix", "Francisco Goya", "John Constable", "Théodore Géricault"],
    characteristics: ["Dramatic skies and atmosphere", "Sublime landscapes", "Emotional intensity", "Loose, expressive handling of light"],
    famousWorks: [
      "Wanderer above the Sea of Fog (Friedrich)",
      "Liberty Leading the People (Delacroix)",
      "The Raft of the Medusa (Géricault)",
      "The Fighting Temeraire (Turner)",
    ],
  },
  {
    id: "realism",
    name: "Realism",
    period: "c. 1840-1880",
    yearStart: 1840,
    yearEnd: 1880,
    color: "#6b5b45",
    description: "Unidealised depictions of ordinary people and everyday labour, rejecting Romantic drama and academic idealism.",
    keyArtists: ["Gustave Courbet", "Jean-François Millet", "Honoré Daumier", "Rosa Bonheur", "Winslow Homer"],
    characteristics: ["Everyday subjects", "Earthy, muted palette", "Truthful observation", "Solid modelling"],
    famousWorks: ["A Burial at Ornans (Courbet)", "The Gleaners (Millet)", "The Stone Breakers (Courbet)"],
  },
  {
    id: "impressionism",
    name: "Impressionism",
    period: "c. 1860-1890",
    yearStart: 1860,
    yearEnd: 1890,
    color: "#7fb3d5",
    description:
      "French painters who worked outdoors to capture fleeting light and atmosphere with broken, visible strokes of pure colour.",
    keyArtists: ["Claude Monet", "Pierre-Auguste Renoir", "Edgar Degas", "Camille Pissarro", "Berthe Morisot", "Alfred Sisley"],
    characteristics: ["Visible, broken brushstrokes", "Light, high-key palette", "Plein-air landscapes", "Coloured shadows"],
    famousWorks: ["Impression, Sunrise (Monet)", "Bal du moulin de la Galette (Renoir)", "Water Lilies (Monet)", "The Dance Class (Degas)"],
  },
  {
    id: "post-impressionism",
    name: "Post-Impressionism",
    period: "c. 1886-1905",
    yearStart: 1886,
    yearEnd: 1905,
    color: "#e3a33b",
    description: "Painters who kept Impressionism's colour but pushed toward structure, symbolism and personal expression.",
    keyArtists: ["Vincent van Gogh", "Paul Cézanne", "Paul Gauguin", "Georges Seurat", "Henri de Toulouse-Lautrec"],
    characteristics: ["Bold, arbitrary colour", "Thick impasto or pointillist dots", "Simplified, structured forms", "Expressive line"],
    famousWorks: ["The Starry Night (van Gogh)", "A Sunday on La Grande Jatte (Seurat)", "Mont Sainte-Victoire (Cézanne)"],
  },
  {
    id: "art-nouveau",
    name: "Art Nouveau",
    period: "c. 1890-1910",
    yearStart: 1890,
    yearEnd: 1910,
    color: "#8fa36b",
    description:
      "An international decorative style of flowing organic line, flat ornament and gold, spanning painting, posters and design.",
    keyArtists: ["Gustav Klimt", "Alphonse Mucha", "Aubrey Beardsley", "Egon Schiele"],
    characteristics: ["Sinuous organic line", "Flat decorative patterning", "Gold leaf and ornament", "Stylised female figures"],
    famousWorks: ["The Kiss (Klimt)", "Portrait of Adele Bloch-Bauer I (Klimt)", "Job cigarette poster (Mucha)"],
  },
  {
    id: "expressionism",
    name: "Expressionism",
    period: "c. 1905-1930",
    yearStart: 1905,
    yearEnd: 1930,
    color: "#c0392b",
    description:
      "Art that distorts form and colour to convey inner emotion rather than outward appearance, centred in Germany and Austria.",
    keyArtists: ["Edvard Munch", "Ernst Ludwig Kirchner", "Wassily Kandinsky", "Franz Marc", "Egon Schiele", "Emil Nolde"],
    characteristics: [
      "Intense, non-naturalistic colour",
      "Distorted, angular forms",
      "Raw, energetic brushwork",
      "Emotional subject matter",
    ],
    famousWorks: ["The Scream (Munch)", "Street, Berlin (Kirchner)", "The Large Blue Horses (Marc)"],
  },
  {
    id: "cubism",
    name: "Cubism",
    period: "c. 1907-1925",
    yearStart: 1907,
    yearEnd: 1925,
    color: "#8e7f6f",
    description: "Picasso and Braque broke objects into faceted planes seen from several viewpoints at once, founding modern abstraction.",
    keyArtists: ["Pablo Picasso", "Georges Braque", "Juan Gris", "Fernand Léger", "Albert Gleizes"],
    characteristics: [
      "Faceted, geometric planes",
      "Multiple viewpoints",
      "Restricted browns, greys and ochres (analytical phase)",
      "Collage (synthetic phase)",
    ],
    famousWorks: ["Les Demoiselles d'Avignon (Picasso)", "Violin and Candlestick (Braque)", "Portrait of Picasso (Juan Gris)"],
  },
  {
    id: "surrealism",
    name: "Surrealism",
    period: "c. 1924-1950",
    yearStart: 1924,
    yearEnd: 1950,
    color: "#6c3483",
    description:
      "Inspired by Freud and dreams, Surrealists painted irrational scenes with precise realism or automatic, chance techniques.",
    keyArtists: ["Salvador Dalí", "René Magritte", "Max Ernst", "Joan Miró", "Yves Tanguy", "Frida Kahlo"],
    characteristics: ["Dreamlike juxtapositions", "Smooth, illusionistic finish", "Deep, empty perspectives", "Biomorphic forms"],
    famousWorks: ["The Persistence of Memory (Dalí)", "The Son of Man (Magritte)", "The Elephant Celebes (Ernst)"],
  },
  {
    id: "abstract-expressionism",
    name: "Abstract Expressionism",
    period: "c. 1943-1965",
    yearStart: 1943,
    yearEnd: 1965,
    color: "#2e4053",
    description: "Post-war New York painting of large scale and gesture: action painting and colour-field abstraction.",
    keyArtists: ["Jackson Pollock", "Willem de Kooning", "Mark Rothko", "Lee Krasner", "Franz Kline", "Helen Frankenthaler"],
    characteristics: ["Non-representational", "Gestural drips and strokes", "Large colour fields", "All-over composition"],
    famousWorks: ["Autumn Rhythm (Number 30) (Pollock)", "Woman I (de Kooning)", "No. 61 (Rust and Blue) (Rothko)"],
  },
  {
    id: "pop-art",
    name: "Pop Art",
    period: "c. 1955-1970",
    yearStart: 1955,
    yearEnd: 1970,
    color: "#e74c3c",
    description:
      "British and American artists took imagery from advertising, comics and celebrity, often with commercial printing methods.",
    keyArtists: ["Andy Warhol", "Roy Lichtenstein", "Richard Hamilton", "Claes Oldenburg", "James Rosenquist"],
    characteristics: ["Flat, saturated colour", "Hard edges and outlines", "Mass-media imagery", "Screen printing and repetition"],
    famousWorks: ["Campbell's Soup Cans (Warhol)", "Marilyn Diptych (Warhol)", "Whaam! (Lichtenstein)"],
  },
  {
    id: "contemporary",
    name: "Contemporary Art",
    period: "c. 1970-present",
    yearStart: 1970,
    yearEnd: 2025,
    color: "#16a085",
    description:
      "Art of the last half-century: plural and global, from neo-expressionist painting to installation, photography and conceptual work.",
    keyArtists: ["Jean-Michel Basquiat", "Gerhard Richter", "Yayoi Kusama", "David Hockney", "Cindy Sherman", "Kerry James Marshall"],
    characteristics: ["Plurality of media", "Concept over craft", "Identity and social themes", "Photography and installation"],
    famousWorks: [
      "Untitled (Skull) (Basquiat)",
      "Portrait of an Artist (Pool with Two Figures) (Hockney)",
      "Infinity Mirror Rooms (Kusama)",
    ],
  },
  {
    id: "digital-art",
    name: "Digital Art",
    period: "c. 1980-present",
    yearStart: 1980,
    yearEnd: 2025,
    color: "#3498db",
    description:
      "Work made or presented with computers, from early plotter drawings to digital painting, generative art and screen-based media.",
    keyArtists: ["Vera Molnár", "Harold Cohen", "Manfred Mohr", "Refik Anadol", "Beeple (Mike Winkelmann)"],
    characteristics: [
      "Screen or print output",
      "Perfectly smooth gradients and flat fills",
      "Generative and algorithmic processes",
      "Editions and reproducibility",
    ],
    famousWorks: ["AARON drawings (Harold Cohen)", "Everydays: The First 5000 Days (Beeple)", "Machine Hallucinations (Refik Anadol)"],
  },
];

function findRelatedStyles(eraId: string): string[] {
  const styles = Object.values(ART_STYLES).filter((style) => style.eras.includes(eraId));
  const primaryFirst = (name: string) => (ART_STYLES[name]?.eras[0] === eraId ? 0 : 1);
  return styles.map((style) => style.name).sort((a, b) => primaryFirst(a) - primaryFirst(b));
}

/** The eras in chronological order of their start. */
export const ART_ERAS: readonly ArtEra[] = ERAS.map((era) => ({ ...era, relatedStyles: findRelatedStyles(era.id) }));

/** Looks an era up by id. */
export function findEra(id: string): ArtEra | undefined {
  return ART_ERAS.find((e) => e.id === id);
}
