import { describe, expect, it } from "vitest";
import { findInOwnerText } from "./text-findings";

describe("findInOwnerText", () => {
  it("reads condition words, most serious first, and respects negation", () => {
    expect(findInOwnerText({ notes: "Torn, with losses and flaking" }).condition?.level).toBe("heavilyDamaged");
    expect(findInOwnerText({ notes: "A small tear lower left" }).condition?.level).toBe("damaged");
    expect(findInOwnerText({ notes: "Relined and restored in 1980" }).condition?.level).toBe("restored");
    expect(findInOwnerText({ notes: "Some foxing and light stains" }).condition?.level).toBe("minorWear");
    // Small losses at an old panel's edge are wear to an appraiser; losses alone are damage.
    expect(findInOwnerText({ notes: "Unsigned; small losses along the lower edge." }).condition?.level).toBe("minorWear");
    expect(findInOwnerText({ notes: "Minor damage to one corner" }).condition?.level).toBe("minorWear");
    expect(findInOwnerText({ notes: "Losses along the lower edge" }).condition?.level).toBe("damaged");
    expect(findInOwnerText({ notes: "In excellent condition" }).condition?.level).toBe("excellent");
    expect(findInOwnerText({ notes: "No tears or losses, never restored" }).condition).toBeUndefined();
    expect(findInOwnerText({ notes: "Heavy water damage" }).condition?.level).toBe("heavilyDamaged");
  });

  it("does not take the frame's, glass's or mount's condition for the work's", () => {
    const notes = "Signed lower left, illegible. Inherited from my grandmother; small losses to the frame, canvas in good condition.";
    expect(findInOwnerText({ notes }).condition).toEqual({ level: "good", words: ["good condition"] });
    expect(findInOwnerText({ notes: "The glass is cracked and the mount is stained" }).condition).toBeUndefined();
    expect(findInOwnerText({ notes: "Frame chipped but a tear in the canvas" }).condition?.level).toBe("damaged");
    expect(findInOwnerText({ notes: "Excellent condition in its original frame" }).condition?.level).toBe("excellent");
  });

  it("recognises reproductions and qualified attributions", () => {
    expect(findInOwnerText({ title: "Water Lilies museum shop poster" }).reproduction?.words).toEqual(["museum shop", "poster"]);
    expect(findInOwnerText({ notes: "giclee on canvas" }).reproduction).toBeDefined();
    expect(findInOwnerText({ artistName: "Attributed to Rembrandt" })).toMatchObject({
      attribution: { qualifier: "attributed" },
      artistName: "Rembrandt",
    });
    expect(findInOwnerText({ artistName: "Circle of Corot" }).attribution?.qualifier).toBe("circle");
    expect(findInOwnerText({ artistName: "After Monet" })).toMatchObject({ attribution: { qualifier: "after" }, artistName: "Monet" });
    expect(findInOwnerText({ title: "Haystacks, after Monet" }).attribution?.qualifier).toBe("after");
    const school = findInOwnerText({ artistName: "French school, 19th century" });
    expect(school.artistName).toBeUndefined();
    expect(school.attribution?.qualifier).toBe("circle");
  });

  it("reads signatures, editions, labels, certificates and traceable provenance", () => {
    const f = findInOwnerText({
      notes: "Hand signed and numbered 12/50 in pencil; gallery label on the reverse; certificate of authenticity",
      provenance: "Purchased from Galerie Maeght, Paris, 1975",
    });
    expect(f.signature?.kind).toBe("hand");
    expect(f.edition).toMatchObject({ number: 12, size: 50, artistProof: false });
    expect(f.labels.length).toBeGreaterThan(0);
    expect(f.certificates[0]).toMatch(/certificate/);
    expect(f.provenanceSupport.join(" ")).toMatch(/Purchased from Galerie Maeght/);
    // A venue that keeps no sale records is a history, not a traceable one.
    expect(findInOwnerText({ provenance: "Bought at a house clearance in Ohio" }).provenanceSupport).toEqual([]);
    expect(findInOwnerText({ provenance: "Found at a flea market; bought from a garage sale" }).provenanceSupport).toEqual([]);
    expect(findInOwnerText({ provenance: "Bought at Bonhams, London, 1998" }).provenanceSupport).toEqual(["Bought at Bonhams"]);
    expect(findInOwnerText({ notes: "Signed in the plate" }).signature?.kind).toBe("plate");
    expect(findInOwnerText({ notes: "Unsigned" }).signature?.kind).toBe("none");
    expect(findInOwnerText({ notes: "AP, signed" }).edition?.artistProof).toBe(true);
    expect(findInOwnerText({ notes: "a painting of a p" }).edition).toBeUndefined();
    expect(findInOwnerText({ notes: "size 50/12" }).edition).toBeUndefined();
    expect(findInOwnerText({ provenance: "It hung in my grandmother's house" }).provenanceSupport).toEqual([]);
  });

  it("reads where the owner bought it as the market it was last sold in", () => {
    const general = [
      "Found at a flea market in Porto",
      "Bought on eBay in 2015",
      "From an antiques shop in Bath",
      "Won at a local auction",
    ];
    for (const provenance of general) expect(findInOwnerText({ provenance }).venue?.market, provenance).toBe("general");
    const fineArt = ["Purchased from Galerie Maeght, Paris, 1975", "Bought at Sotheby's, 1998", "From an art dealer in New York"];
    for (const provenance of fineArt) expect(findInOwnerText({ provenance }).venue?.market, provenance).toBe("fine-art");
    // Neither, both (the words disagree), or denied: no venue.
    expect(findInOwnerText({ provenance: "It hung in my grandmother's house" }).venue).toBeUndefined();
    expect(findInOwnerText({ provenance: "Bought on eBay from a gallery's stock" }).venue).toBeUndefined();
    expect(findInOwnerText({ provenance: "Not from a flea market" }).venue).toBeUndefined();
    // The notes count too: owners write it where they write.
    expect(findInOwnerText({ notes: "Picked up at a car boot sale" }).venue).toEqual({ market: "general", words: "car boot" });
  });
});
