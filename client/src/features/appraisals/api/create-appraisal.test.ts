import { describe, expect, it } from "vitest";
import { ArtworkCornersFieldSchema, type ArtworkCorners } from "@contracts/artwork-corners";
import { buildAppraisalFormData } from "./create-appraisal";

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe("buildAppraisalFormData", () => {
  it("sends every text field of spec section 7, empty when not given, and repeats images and documents", () => {
    const body = buildAppraisalFormData({
      fields: {
        medium: "oil",
        artistName: "Claude Monet",
        artworkTitle: undefined,
        yearCreated: "1873",
        height: undefined,
        width: "29",
        provenance: undefined,
        additionalNotes: undefined,
      },
      images: [file("front.jpg", "image/jpeg"), file("back.png", "image/png")],
      documents: [file("receipt.pdf", "application/pdf")],
    });
    expect([...body.keys()]).toEqual([
      "artistName",
      "artworkTitle",
      "medium",
      "yearCreated",
      "height",
      "width",
      "provenance",
      "additionalNotes",
      "images",
      "images",
      "documents",
    ]);
    expect(body.get("medium")).toBe("oil");
    expect(body.get("artistName")).toBe("Claude Monet");
    expect(body.get("artworkTitle")).toBe("");
    expect(body.getAll("images").map((part) => (part as File).name)).toEqual(["front.jpg", "back.png"]);
    expect((body.get("documents") as File).name).toBe("receipt.pdf");
  });

  it("sends the owner's corners before the photos, as the contract reads them, and nothing when they kept the found outline", () => {
    const corners: ArtworkCorners = [
      { x: 0.123456, y: 0.1 },
      { x: 0.9, y: 0.12 },
      { x: 0.88, y: 0.9 },
      { x: 0.1, y: 0.87 },
    ];
    const images = [file("front.jpg", "image/jpeg")];
    const fields = {
      medium: "oil" as const,
      artistName: undefined,
      artworkTitle: undefined,
      yearCreated: undefined,
      height: undefined,
      width: undefined,
      provenance: undefined,
      additionalNotes: undefined,
    };
    const body = buildAppraisalFormData({ fields, images, documents: [], artworkCorners: corners });
    const keys = [...body.keys()];
    expect(keys.indexOf("artworkCorners")).toBeLessThan(keys.indexOf("images"));
    expect(ArtworkCornersFieldSchema.parse(body.get("artworkCorners"))).toEqual([{ x: 0.1235, y: 0.1 }, ...corners.slice(1)]);
    expect(buildAppraisalFormData({ fields, images, documents: [], artworkCorners: null }).has("artworkCorners")).toBe(false);
  });
});
