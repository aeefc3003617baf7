import { AR_WALL_TINT_OPACITY, formatArDimensions } from "@contracts/ar-previews";
import { computeArtworkBox, coverCrop, getArtworkAspect, getComposeScale } from "./layout";
import type { ArSettings } from "./settings";

/** An image that has finished loading, with its natural size. */
export interface LoadedImage {
  url: string;
  element: HTMLImageElement;
  width: number;
  height: number;
}

/** Loads an image from a URL (an object URL or a same-origin address, so the canvas stays readable). */
export function loadImage(url: string): Promise<LoadedImage> {
  return new Promise((resolve, reject) => {
    const element = new Image();
    element.onload = () => resolve({ url, element, width: element.naturalWidth, height: element.naturalHeight });
    element.onerror = () => reject(new Error("The image could not be read."));
    element.src = url;
  });
}

/** The composed picture's long side: enough for a screen, the PDF and an e-mail. */
export const COMPOSED_MAX_SIDE = 1600;

/**
 * Renders what the scene shows (photo, wall tint, shadowed and rotated artwork, the dimension
 * label) onto a canvas. Shadow and label sizes are screen pixels on the scene as displayed, scaled
 * by the picture's width over the displayed width (at least a desktop scene's; see getComposeScale).
 */
export function composePreview({
  photo,
  artwork,
  settings,
  displayWidth,
  maxSide = COMPOSED_MAX_SIDE,
}: {
  photo: LoadedImage;
  artwork: LoadedImage;
  settings: ArSettings;
  displayWidth: number;
  maxSide?: number;
}): HTMLCanvasElement {
  const scale = Math.min(1, maxSide / Math.max(photo.width, photo.height));
  const width = Math.round(photo.width * scale);
  const height = Math.round(photo.height * scale);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw the preview.");
  ctx.drawImage(photo.element, 0, 0, width, height);

  if (settings.wallColor) {
    ctx.save();
    ctx.globalAlpha = AR_WALL_TINT_OPACITY;
    ctx.globalCompositeOperation = "multiply";
    ctx.fillStyle = settings.wallColor;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  }

  const aspect = getArtworkAspect({
    widthCm: settings.widthCm,
    heightCm: settings.heightCm,
    imageWidth: artwork.width,
    imageHeight: artwork.height,
  });
  const box = computeArtworkBox({ size: settings.size, artworkAspect: aspect, sceneAspect: height / width });
  const w = box.width * width;
  const h = box.height * height;
  const cx = (settings.x / 100) * width;
  const cy = (settings.y / 100) * height;
  const pxScale = getComposeScale({ pictureWidth: width, displayWidth });
  ctx.save();
  if (settings.shadow) {
    ctx.shadowColor = `rgba(0, 0, 0, ${settings.shadowOpacity})`;
    ctx.shadowBlur = settings.shadowBlur * pxScale;
    ctx.shadowOffsetX = settings.shadowOffset * pxScale;
    ctx.shadowOffsetY = settings.shadowOffset * pxScale;
  }
  ctx.translate(cx, cy);
  ctx.rotate((settings.rotation * Math.PI) / 180);
  const crop = coverCrop({ imageWidth: artwork.width, imageHeight: artwork.height, aspect });
  ctx.drawImage(artwork.element, crop.sx, crop.sy, crop.sw, crop.sh, -w / 2, -h / 2, w, h);
  ctx.restore();

  const label = settings.showDimensions ? formatArDimensions(settings.widthCm, settings.heightCm) : null;
  if (label) drawLabel(ctx, label, cx, cy + rotatedHalfHeight(w, h, settings.rotation) + 10 * pxScale, pxScale);
  return canvas;
}

/** Half the height of the rotated artwork's bounding box: the label sits just below it. */
export function rotatedHalfHeight(w: number, h: number, rotation: number): number {
  const r = (rotation * Math.PI) / 180;
  return (Math.abs(w * Math.sin(r)) + Math.abs(h * Math.cos(r))) / 2;
}

function drawLabel(ctx: CanvasRenderingContext2D, text: string, cx: number, top: number, pxScale: number) {
  const fontSize = Math.round(13 * pxScale);
  ctx.save();
  ctx.font = `600 ${fontSize}px system-ui, sans-serif`;
  const padX = 8 * pxScale;
  const padY = 4 * pxScale;
  const textWidth = ctx.measureText(text).width;
  ctx.fillStyle = "rgba(0, 0, 0, 0.72)";
  ctx.fillRect(cx - textWidth / 2 - padX, top, textWidth + padX * 2, fontSize + padY * 2);
  ctx.fillStyle = "#ffffff";
  ctx.textBaseline = "top";
  ctx.textAlign = "center";
  ctx.fillText(text, cx, top + padY);
  ctx.restore();
}

export function canvasToBlob(canvas: HTMLCanvasElement, type = "image/jpeg", quality = 0.9): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The preview could not be encoded."))), type, quality),
  );
}

/** A small copy for the saved-previews strip. */
export function makeThumbnail(source: HTMLCanvasElement, maxSide = 320): HTMLCanvasElement {
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(source.width * scale);
  canvas.height = Math.round(source.height * scale);
  canvas.getContext("2d")?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}
