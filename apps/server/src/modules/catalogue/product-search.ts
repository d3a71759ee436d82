/**
 * Typo-tolerant matching of a search against product names and descriptions, done here rather than in
 * SQL: PGlite has no pg_trgm or fuzzystrmatch. Each distinct word of the catalogue is scored once per
 * search (`SearchIndex`), so a catalogue of thousands of products costs a few milliseconds, not a second.
 */

/** Lower case, accents and punctuation removed, split into words: "Crème-Brûlée 70%" -> ["creme", "brulee", "70"]. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** More words than anyone types into a shop search; the rest are ignored rather than refused. */
export const MAX_SEARCH_WORDS = 8;

/**
 * Edits allowed for a word of this length: short words must match exactly (or "tea" finds "pea"),
 * and numbers always must ("70" is not "75").
 */
export function allowedEdits(word: string): number {
  if (/^\p{N}+$/u.test(word)) return 0;
  if (word.length <= 3) return 0;
  if (word.length <= 6) return 1;
  return 2;
}

/** The distance table's rows, kept between calls: one search measures thousands of word pairs. */
let tableRows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/**
 * Edit distance with adjacent transpositions ("choclate" -> "chocolate" is 1, "chcoolate" is 1) between `a`
 * and the first `bLength` characters of `b`, giving up early once every path costs more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number, bLength = b.length): number {
  if (Math.abs(a.length - bLength) > limit) return limit + 1;
  if (tableRows[0].length <= bLength) {
    tableRows = [new Int32Array(bLength + 1), new Int32Array(bLength + 1), new Int32Array(bLength + 1)];
  }
  let [previousPrevious, previous, current] = tableRows;
  for (let j = 0; j <= bLength; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= bLength; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return previous[bLength]!;
}

/** How well one typed word matches one word of a product: 0 for no match. */
function wordScore(typed: string, word: string): number {
  if (word === typed) return 4;
  // Still typing: "choc" finds "chocolate".
  if (word.startsWith(typed)) return 3;
  const limit = allowedEdits(typed);
  if (limit === 0) return 0;
  if (editDistance(typed, word, limit) <= limit) return 2;
  // A typo while still typing: "chocl" finds "chocolate" by its first letters, with one slip at most.
  if (word.length > typed.length && editDistance(typed, word, 1, typed.length) <= 1) return 1;
  return 0;
}

export interface SearchCandidate {
  id: number;
  name: string;
  description: string;
}

/** A name match counts three times a description match. */
const NAME_WEIGHT = 3;

/** The best score among a product's words (positions in the vocabulary), from one typed word's scores. */
function bestOf(scores: Uint8Array, words: Uint32Array): number {
  let best = 0;
  for (const word of words) {
    if (scores[word]! > best) best = scores[word]!;
    if (best === 4) break;
  }
  return best;
}

/**
 * The words of a list of products, read once: each product's name and description words as positions in
 * one vocabulary of distinct words. A search scores every distinct word once per typed word (the costly
 * part, with its edit distances), then each product by looking its words up.
 */
export class SearchIndex {
  readonly #vocabulary: string[] = [];
  readonly #ids: number[] = [];
  readonly #nameWords: Uint32Array[] = [];
  readonly #descriptionWords: Uint32Array[] = [];

  constructor(candidates: readonly SearchCandidate[]) {
    const positions = new Map<string, number>();
    const positionsOf = (text: string) => {
      const words = new Set(searchWords(text));
      return Uint32Array.from(words, (word) => {
        let position = positions.get(word);
        if (position === undefined) {
          position = this.#vocabulary.push(word) - 1;
          positions.set(word, position);
        }
        return position;
      });
    };
    for (const candidate of candidates) {
      this.#ids.push(candidate.id);
      this.#nameWords.push(positionsOf(candidate.name));
      this.#descriptionWords.push(positionsOf(candidate.description));
    }
  }

  /**
   * The ids of the products every typed word matches (in the name or the description), best match first
   * and otherwise in the order the index was built in. Words are matched exactly, as a prefix, or within
   * a few typing errors.
   */
  rank(typedWords: readonly string[]): number[] {
    if (typedWords.length === 0) return [];
    const scores = typedWords.map((typed) => Uint8Array.from(this.#vocabulary, (word) => wordScore(typed, word)));
    const matched: { id: number; score: number; index: number }[] = [];
    for (let index = 0; index < this.#ids.length; index++) {
      let score = 0;
      for (const typed of scores) {
        const inName = bestOf(typed, this.#nameWords[index]!) * NAME_WEIGHT;
        const here = inName > 0 ? inName : bestOf(typed, this.#descriptionWords[index]!);
        if (here === 0) {
          score = 0;
          break;
        }
        score += here;
      }
      if (score > 0) matched.push({ id: this.#ids[index]!, score, index });
    }
    return matched.sort((a, b) => b.score - a.score || a.index - b.index).map((match) => match.id);
  }
}
