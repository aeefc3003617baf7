/** What the valuation takes and returns (decisions 19, 27, 28, 39): their own file so its parts can name them. */
import type { MediumCategory, SubmissionMedium } from "@engine/knowledge";
import type { QuickEstimateCondition, TextFindings } from "@engine/submission";
import type { ValuationFactor } from "../../contracts/appraisals";
import type { MarketEvidence } from "./valuation-evidence";
import type { IntervalGroup } from "./valuation-ranges";
import type { MarketTier, PriceRange } from "./market-tier";

/** What the valuation needs from a submission: the owner's details (the photo's style does not enter the price). */
export interface ValuationInput {
  medium: SubmissionMedium | string;
  yearCreated?: string | number | null;
  height?: string | number | null;
  width?: string | number | null;
  artistName?: string | null;
  title?: string | null;
  /** The owner's additional notes. */
  notes?: string | null;
  provenance?: string | null;
  documentsCount?: number;
  /** A condition chosen in a form (the quick estimate's scale); the owner's words take precedence. */
  condition?: QuickEstimateCondition;
  /**
   * Where the piece was bought, chosen in a form (the quick estimate's question): read as the
   * owner's words on the venue are (decision 0035); the words, when they name one, take precedence.
   */
  boughtIn?: "general" | "fine-art";
  /** Year the valuation is made in; passed in to keep this pure. */
  asOfYear: number;
  /**
   * The photo matches a famous museum work (recognised elsewhere): "reproduction" when the piece
   * is a printed reproduction of it (priced as the owner's words describing one are), "copy" when
   * the owner says it is painted (a copy "after" the artist, by another hand).
   */
  knownWork?: KnownWork;
  /**
   * The photo shows a printed-dot screen in the located work (engine/photo/print-texture.ts,
   * measured in the photos suite, decision 0039): priced as a printed reproduction.
   */
  printedDots?: boolean;
}

/** A famous work the photo matches, and what the piece is of it. */
export interface KnownWork {
  kind: "reproduction" | "copy";
}

/** The range a claimed name would have if authenticated . */
export interface IfAuthenticated {
  low: number;
  high: number;
  artist: string;
  sales: number;
}

/** One market's own ranges, rounded as the valuation's are. */
export interface MarketOutcome {
  tier: MarketTier;
  probability: number;
  likely: PriceRange;
  wide: PriceRange;
}

/** What the valuation says about the market. */
export interface ValuationMarket {
  /** The market the range mostly describes (the more probable one). */
  tier: MarketTier;
  probabilities: Record<MarketTier, number>;
  /** Each market's own ranges: general first, then fine-art. */
  tiers: MarketOutcome[];
}

/** The valuation result. */
export interface Valuation {
  /** The likely range (holds about half of real prices; it is `estimatedValue` everywhere). */
  low: number;
  high: number;
  currency: "USD";
  /** Geometric midpoint of the likely range. */
  midpoint: number;
  /** The wider range: holds about four in five real prices on auction houses the model was not fitted on (decision 39). */
  wide: { low: number; high: number };
  /** Coverage each range was measured at, held out by house (0-1), as published in the model card. */
  coverage: { likely: number; wide: number };
  factors: ValuationFactor[];
  medium: MediumCategory;
  group: IntervalGroup;
  findings: TextFindings;
  /** The artist's own record, when the name has one. */
  artistRecord?: { name: string; sales: number; applied: boolean };
  ifAuthenticated?: IfAuthenticated;
  evidence?: MarketEvidence;
  areaCm2?: number;
  year?: number;
  /** How the date reads in the text: "1915", "c. 1920" or "17th century" (not a false precise year). */
  dateLabel?: string;
  /** Values supplied but left out, with why (shown in the report). */
  ignored: string[];
  /** Priced as a printed reproduction: the owner's words say so, the photo shows a print's dots, or it matches a famous work and it is not painted. */
  reproduction: boolean;
  /** The famous work the photo matches, as given ("reproduction" when the photo also shows a print's dots). */
  knownWork?: KnownWork;
  /** The photo shows a print's dot screen (priced as a reproduction). */
  printedDots: boolean;
  /** Which market the range describes, and each market's own range (decision 0035). */
  market: ValuationMarket;
}
