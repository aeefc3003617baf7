/**
 * Draws the social preview image (client/public/og-image.png, 1200 x 630) from an SVG with
 * sharp. Run once when the brand changes and commit the PNG: the server never draws it.
 * The text uses Liberation Serif / DejaVu (Debian's fonts-liberation, fonts-dejavu), the fonts
 * librsvg finds here; the committed PNG carries the pixels, so no font is needed at run time.
 *
 * Run: npx tsx scripts/seo/generate-og-image.ts
 */
import path from "node:path";
import sharp from "sharp";
import { DEFAULT_SITE } from "../../contracts/site-defaults";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, THEME_COLOR } from "../../contracts/seo";

const W = OG_IMAGE_WIDTH;
const H = OG_IMAGE_HEIGHT;
const GOLD = "#d9a441";
const CREAM = "#fdf6ec";

// A framed landscape painting on the right: the product in one picture.
const painting = `
  <g transform="translate(770 120)">
    <rect x="-26" y="-26" width="372" height="442" rx="6" fill="url(#frame)" />
    <rect x="-8" y="-8" width="336" height="406" fill="#3b2614" />
    <rect width="320" height="390" fill="url(#sky)" />
    <circle cx="230" cy="110" r="38" fill="#f6d28b" opacity="0.9" />
    <path d="M0 250 C60 200 110 215 160 235 C210 255 260 205 320 225 L320 390 L0 390 Z" fill="#5b7a4a" />
    <path d="M0 300 C80 270 150 290 210 300 C260 308 290 290 320 285 L320 390 L0 390 Z" fill="#3f5a34" />
    <path d="M40 390 C90 340 150 330 200 345 C240 355 280 340 320 330 L320 390 Z" fill="#2c4226" />
    <path d="M60 250 l10 -46 l10 46 z M100 262 l8 -36 l8 36 z" fill="#24361f" />
  </g>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1f1811" />
      <stop offset="1" stop-color="#2d2015" />
    </linearGradient>
    <linearGradient id="frame" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f0c26a" />
      <stop offset="0.5" stop-color="${GOLD}" />
      <stop offset="1" stop-color="#8a5f1e" />
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c98a4b" />
      <stop offset="0.6" stop-color="#e8b878" />
      <stop offset="1" stop-color="#f3d7a6" />
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)" />
  <rect x="24" y="24" width="${W - 48}" height="${H - 48}" rx="18" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="2" />
  <g transform="translate(80 92)">
    <rect width="64" height="64" rx="12" fill="${THEME_COLOR}" />
    <path d="M16 46 28 18h8l12 28h-8l-2.6-6.4H26.6L24 46zm11-12.6h6.8L30.4 24z" fill="${CREAM}" />
  </g>
  <text x="164" y="137" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="22" font-weight="bold" letter-spacing="3" fill="${GOLD}">ONLINE ART APPRAISAL</text>
  <text font-family="Liberation Serif, DejaVu Serif, serif" font-size="66" font-weight="bold" fill="${CREAM}">
    <tspan x="80" y="262">Antique Art</tspan>
    <tspan x="80" y="338">Appraisers Near Me</tspan>
  </text>
  <text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="27" fill="#e7d9c4">
    <tspan x="80" y="414">Upload photos, get a value range,</tspan>
    <tspan x="80" y="452">historical context and market analysis.</tspan>
  </text>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="21" fill="${CREAM}">
    <rect x="80" y="502" width="212" height="48" rx="24" fill="${THEME_COLOR}" />
    <text x="186" y="533" text-anchor="middle">AI-assisted value</text>
    <rect x="308" y="502" width="232" height="48" rx="24" fill="none" stroke="${GOLD}" stroke-width="2" />
    <text x="424" y="533" text-anchor="middle">PDF report in 48 h</text>
  </g>
  ${painting}
</svg>`;

const target = path.resolve("client/public/og-image.png");
const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(target);
console.log(`wrote ${target}: ${info.width} x ${info.height}, ${(info.size / 1024).toFixed(1)} KB (${DEFAULT_SITE.appName})`);
