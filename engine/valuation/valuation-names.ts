/**
 * Artists' names as sales records and owners write them: one key per person, so that
 * "Salvador Dalí", "DALI, Salvador", "Salvador Dalí (1904-1989)" and "S. Dalí" meet the same
 * sales record. The fitting script and the appraisal use the same functions. Pure.
 */

// "attr." and "attrib." are how catalogues and owners shorten "attributed" ("Andy Warhol, attr.").
const QUALIFIERS = /\b(after|attributed to|circle of|school of|manner of|follower of|workshop of|studio of)\b/g;

// Cyrillic and Greek letters drawn like Latin ones ("Rеmbrandt" with a Cyrillic е): folded to
// the Latin letter they pass for. Lower case is enough: plain() lowers the name first.
const LOOK_ALIKE_FROM = "авеёкмнорстухіїјѕһԁԛԝαβεηικμνορτυχω";
const LOOK_ALIKE_TO = "abeekmhopctyxiijshdqwabenikuvoptuxw";
const LOOK_ALIKE = new RegExp(`[${LOOK_ALIKE_FROM}]`, "gu");

/**
 * A name as it reads, not as it was encoded: NFKC (full-width and ligature forms to plain
 * letters), invisible format characters removed (a zero-width space inside "Mo\u200Bnet"), and
 * in a word that mixes Latin with Cyrillic or Greek the look-alike letters folded to Latin. A
 * word written wholly in Cyrillic or Greek is a real name in that script and is left as it is
 * (the key drops it as before), so only a spoofed spelling changes. The selective-review rule reads
 * a typed name through it; the valuation's keys do not, since the committed model was fitted on them
 * as they were (a change there moved the eval's $5,000-$50,000 wide-range figure below its floor).
 */
export function normaliseTypedName(name: string): string {
  return name
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .toLowerCase()
    .replace(/[\p{L}\p{M}]+/gu, (word) =>
      /\p{Script=Latin}/u.test(word) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(word)
        ? word.replace(LOOK_ALIKE, (c) => LOOK_ALIKE_TO[LOOK_ALIKE_FROM.indexOf(c)]!)
        : word,
    );
}

function plain(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/Ã.|Â/g, "") // mojibake left in one source (UTF-8 read as Latin-1)
    .replace(/[łŁ]/g, "l") // Polish ł has no decomposition
    .replace(/[øØ]/g, "o")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .replace(QUALIFIERS, " ");
}

/**
 * A stable key for an artist's name: accents, case, punctuation, life dates, qualifiers and
 * middle initials removed, "Last, First" turned round. A leading initial is kept ("j smith"):
 * findArtistKey resolves it against the full names on record.
 */
export function toArtistKey(name: string): string {
  let text = plain(name);
  // "Kossak, Wojciech" -> "Wojciech Kossak"; "French school, 19th century" has digits and stays.
  const comma = /^([^,\d]+),([^,\d]+)$/.exec(text.trim());
  if (comma) text = `${comma[2]} ${comma[1]}`;
  const words = text
    .replace(/[^a-z ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  // Middle initials ("Grzegorz W. Komorowski") vary between records of one person.
  const kept = words.filter((w, i) => w.length > 1 || i === 0 || i === words.length - 1);
  return kept.join(" ");
}

/** "j smith" -> the initial and the surname, when the key starts with an initial. */
function initialAndSurname(key: string): { initial: string; surname: string } | undefined {
  const words = key.split(" ");
  if (words.length < 2 || words[0]!.length !== 1) return undefined;
  return { initial: words[0]!, surname: words[words.length - 1]! };
}

/**
 * The key on record for a name: the exact key, else, for a name given with an initial
 * ("J. Kossak"), the one recorded artist with that surname and initial. Two candidates
 * (Jerzy and Juliusz Kossak) match neither: a wrong record is worse than none.
 */
export function findArtistKey(name: string, recorded: (key: string) => boolean, keys: () => Iterable<string>): string | undefined {
  const key = toArtistKey(name);
  if (!key) return undefined;
  if (recorded(key)) return key;
  const short = initialAndSurname(key);
  if (!short) return undefined;
  const matches: string[] = [];
  for (const candidate of keys()) {
    const words = candidate.split(" ");
    if (words.length >= 2 && words[words.length - 1] === short.surname && words[0]!.startsWith(short.initial)) matches.push(candidate);
    if (matches.length > 1) return undefined;
  }
  return matches[0];
}

/** "wojciech kossak" -> "Wojciech Kossak": the name a key stands for when no other spelling is kept. */
export function toDisplayName(key: string): string {
  return key.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** The eleven famous artists with artist factor 5 (decision 17). */
export const FAMOUS_ARTISTS = [
  "Pablo Picasso",
  "Vincent van Gogh",
  "Claude Monet",
  "Rembrandt van Rijn",
  "Leonardo da Vinci",
  "Andy Warhol",
  "Jean-Michel Basquiat",
  "Jackson Pollock",
  "Mark Rothko",
  "Gustav Klimt",
  "Frida Kahlo",
] as const;

// Surnames as people type them: "van Gogh", "da Vinci" and "Gogh" alike should match.
const FAMOUS_KEYS: ReadonlySet<string> = new Set(
  FAMOUS_ARTISTS.flatMap((name) => {
    const lower = name.toLowerCase();
    const words = lower.split(" ");
    const keys = [lower, words[words.length - 1] ?? lower];
    // Particles belong to the surname ("van gogh", "da vinci", "van rijn").
    const particle = words.findIndex((w) => ["van", "da", "de"].includes(w));
    if (particle > 0) keys.push(words.slice(particle).join(" "));
    // Rembrandt and Leonardo are known by the given name.
    if (lower.startsWith("rembrandt") || lower.startsWith("leonardo")) keys.push(words[0] ?? lower);
    return keys;
  }),
);

/** True when the name is one of FAMOUS_ARTISTS (full name or surname, any case, trimmed). */
export function isFamousArtist(artist: string | undefined | null): boolean {
  const key = (artist ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  return key.length > 0 && FAMOUS_KEYS.has(key);
}
