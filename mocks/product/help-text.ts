/** A help article's Markdown read as text: for its excerpt and for search (product/help.ts). */

const EXCERPT_LENGTH = 200;

/** Markdown's marks removed: links and images keep their text, tables their cells. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/[|*_`~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first paragraph as text, cut at a word before 200 characters. */
export function excerptOf(markdown: string): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^(#|[-*+]\s|\d+[.)]\s|\||>|```)/.test(block)) ?? markdown;
  const text = plainText(paragraph);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH / 2)).trimEnd()}…`;
}

/**
 * How well folded `title` and `body` answer every one of `words` (0: one is missing): a word in
 * the title counts three times one in the body only.
 */
export function searchScore(words: readonly string[], title: string, body: string): number {
  let score = 0;
  for (const word of words) {
    if (title.includes(word)) score += 3;
    else if (body.includes(word)) score += 1;
    else return 0;
  }
  return score;
}
