/** The outline as the overlays draw it: corners as shares of the photo's width and height (0-1). */
export interface PhotoOutline {
  method: "outline" | "whole-image";
  confidence: number;
  /** Top-left, top-right, bottom-right, bottom-left. */
  corners: { x: number; y: number }[];
}
