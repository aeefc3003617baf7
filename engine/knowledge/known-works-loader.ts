/**
 * The default known-works catalogue (decision 0036: 1,296 public-domain works, about 600 KB),
 * reached only through this loader: the server imports it when it first matches; the browser
 * never calls it, so the catalogue is never part of what a visitor downloads. Checked and decoded
 * by engine/style's readKnownWorkCatalogue (knowledge imports no capability above it).
 */
export const loadKnownWorksCatalogue = async (): Promise<unknown> => (await import("./known-works-catalogue.json")).default;
