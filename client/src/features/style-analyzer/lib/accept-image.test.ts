import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "@contracts/appraisals";
import { findImageFileProblem } from "./accept-image";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("which files the analyzer sends", () => {
  it("sends images by their type, and typeless photos by their extension", () => {
    expect(findImageFileProblem(file("a.jpg", "image/jpeg"))).toBeNull();
    expect(findImageFileProblem(file("scan", "image/tiff"))).toBeNull();
    expect(findImageFileProblem(file("IMG_0001.HEIC", ""))).toBeNull();
    expect(findImageFileProblem(file("print.tif", ""))).toBeNull();
  });

  it("refuses other files, naming every format the server reads, and files over 10MB", () => {
    const wrongType = "Please choose an image file (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF).";
    expect(findImageFileProblem(file("notes.txt", "text/plain"))).toBe(wrongType);
    expect(findImageFileProblem(file("photo.jpg.exe", ""))).toBe(wrongType);
    expect(findImageFileProblem(file("doc.pdf", "application/pdf"))).toBe(wrongType);
    expect(findImageFileProblem(file("big.jpg", "image/jpeg", MAX_IMAGE_BYTES + 1))).toBe("The image is larger than the 10MB size limit.");
    expect(findImageFileProblem(file("edge.jpg", "image/jpeg", MAX_IMAGE_BYTES))).toBeNull();
  });
});
