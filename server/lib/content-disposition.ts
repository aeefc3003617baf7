import { stripBidiControls } from "../../contracts/text";

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f/\\]/g;

/**
 * A Content-Disposition header value that works for any file name (RFC 6266 with RFC 5987's
 * filename*): an ASCII fallback for old clients plus the exact UTF-8 name. A raw name above
 * U+00FF (a curly apostrophe, CJK, emoji) in a header makes Node throw, and a quote or a line
 * break in it would let the name rewrite the header.
 */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  // Control characters and path separators never belong in a suggested name; bidirectional
  // overrides could make "gpj.exe" read as "exe.jpg", so they go too.
  const name = stripBidiControls(fileName).replace(UNSAFE_IN_NAME, "_").trim() || "file";
  const fallback = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["%]/g, "_");
  if (fallback === name) return `${type}; filename="${name}"`;
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

// RFC 5987 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~"
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
