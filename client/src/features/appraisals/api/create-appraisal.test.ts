import { describe, expect, it } from "vitest";
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
});
