import type { CornerPoint } from "../../contracts/artwork-corners";
import type { ArtworkAnalysis } from "@engine/analysis";
import type { RgbaImage } from "@engine/photo";

/** What the server sends a thread: decoded pixels and, when the owner set them, the outline's corners. */
export interface AnalysisRequest {
  id: number;
  image: RgbaImage;
  corners?: readonly CornerPoint[];
}

/** What a thread answers: the analysis, or the engine's error message. */
export type AnalysisReply = { id: number; ok: true; analysis: ArtworkAnalysis } | { id: number; ok: false; message: string };
