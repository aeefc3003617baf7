/**
 * The style networks' own weights (about 1 MB and 3.4 MB of generated modules), reached only
 * through these loaders: imported when a head reads that network, so the browser gets them as
 * lazy chunks and nothing that reads the rest of the knowledge pays for them.
 */
export const loadInceptionV3Stem = async () => (await import("./inception-v3-stem")).INCEPTION_V3_STEM;
export const loadMobilenetV3Backbone = async () => (await import("./mobilenet-v3-backbone")).MOBILENET_V3_BACKBONE;
