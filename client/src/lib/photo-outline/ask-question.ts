/** What the product asks when it is unsure there is an artwork in the photo (issue 50); a file with no imports, so the e2e specs read it too. */
export const ASK_OUTLINE_QUESTION = "We could not find the artwork in this photo. Is this it?";
