import { randomBytes } from "node:crypto";

// Crockford's base32: no I, L, O or U, so an ID read aloud or typed from paper survives.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A public, unguessable report ID like "AV-7K3M-9QX2-HD4T" (decision 18). */
export function generateValuationId(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
  return `AV-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export { VALUATION_ID_PATTERN } from "../../../contracts/reports";
