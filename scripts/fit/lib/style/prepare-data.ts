/** The images and cached features a style fit or the style eval reads, prepared once per process. */
import { STYLE_CLASSES, type StyleNetworkName } from "@engine/knowledge";
import { initBackend } from "@engine/style";
import type { EvalScope } from "../scope";
import { candidateOffsets, type ImageViews, loadStyleFeatures, readCachedFiles } from "./feature-cache";
import { cachedOwnerPhotoKeys, loadOwnerPhotoFeatures, ownerPhotoKey } from "./owner-photo-features";
import { clusterUnknownArtists, readStyleImages, STYLE_DATA_SETS, scopeStyleImages, type StyleImage } from "./style-images";

export interface PreparedData {
  /** Where the images came from and which of them (a child process reads the same ones). */
  evaldataDir: string;
  scope: EvalScope;
  /** The labelled folders read (STYLE_DATA_SETS for a new fit, the committed model's for the eval). */
  sets: readonly string[];
  images: StyleImage[];
  y: number[];
  /** Per network asked for, per image, the cached vectors of the picture and of its mirror image (candidateLayout). */
  features: Partial<Record<StyleNetworkName, ImageViews[]>>;
  /** How many owner's photos of each image were read (0: none). */
  ownerPhotoCopies: number;
  /** Per network asked for, per image, per copy, the owner's photo's crop and its mirror image. */
  ownerPhotos: Partial<Record<StyleNetworkName, ImageViews[][]>>;
}

/**
 * Reads images and the cached features of the networks asked for (extracting them the first
 * time): every image ("full", the default) or CI's fixed subset ("ci", see scopeStyleImages).
 */
export async function prepareStyleData(
  evaldataDir: string,
  networks: readonly StyleNetworkName[] = ["mobilenet_v2"],
  scope: EvalScope = "full",
  ownerPhotoCopies = 0,
  sets: readonly string[] = STYLE_DATA_SETS,
): Promise<PreparedData> {
  // The head is fitted on tfjs: WebAssembly matrix products even when no feature needs extracting.
  await initBackend();
  let images = scopeStyleImages(
    readStyleImages(evaldataDir, sets).filter((img) => STYLE_CLASSES.includes(img.style)),
    scope,
  );
  // MobileNetV2 always: the grouping of unknown artists below reads it.
  const needed = [...new Set<StyleNetworkName>(["mobilenet_v2", ...networks])];
  if (process.env.STYLE_CACHED_ONLY === "1") {
    // Only the images every needed network's cache already holds (experiments on a partial cache).
    const cached = needed.map((network) => readCachedFiles(network));
    images = images.filter((img) => cached.every((files) => files.has(img.file)));
    if (ownerPhotoCopies > 0) {
      const owner = cachedOwnerPhotoKeys(networks);
      images = images.filter((img) =>
        Array.from({ length: ownerPhotoCopies }, (_, c) => ownerPhotoKey(img.file, c)).every((k) => owner.has(k)),
      );
    }
  }
  const features: PreparedData["features"] = {};
  for (const network of needed) features[network] = await loadStyleFeatures(evaldataDir, images, network);
  // eliogrande and styles-more/'s jalpv1 images have no artist: group them by likeness (see clusterUnknownArtists).
  const deepest = candidateOffsets("mobilenet_v2").get("out_relu")!;
  images = clusterUnknownArtists(
    images,
    features.mobilenet_v2!.map((views) => views[0]),
    deepest.offset,
    deepest.channels,
  );
  const ownerPhotos = ownerPhotoCopies > 0 ? await loadOwnerPhotoFeatures(evaldataDir, images, networks, ownerPhotoCopies) : {};
  return {
    evaldataDir,
    scope,
    sets,
    images,
    y: images.map((img) => STYLE_CLASSES.indexOf(img.style)),
    features,
    ownerPhotoCopies,
    ownerPhotos,
  };
}
