/** The longest side the browser analyses at: the networks read 224 px, the pixel measures a little more. */
export const MAX_ANALYSIS_SIDE = 512;
