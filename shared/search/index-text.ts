import { joinedForm, searchTokens } from './query.ts';

const HYPHEN = /[-\u2010\u2011]/u;
/** Parts of a hyphenated word that are also written together; longer chains are sentences, not names. */
const MAX_JOINED_PARTS = 4;

/** Every run of two or more neighbouring parts written together: gore-tex-kalvo → goretex, texkalvo, goretexkalvo. */
function joinedRuns(tokens: string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < tokens.length - 1; start++) {
    for (let end = start + 2; end <= tokens.length; end++) runs.push(joinedForm(tokens.slice(start, end))!);
  }
  return runs;
}

/**
 * A text as the search index holds it (decision 032): the query's own
 * tokens (folded, lower-case, letters and digits) separated by spaces, so
 * the index and the query can never tokenise differently; then the joined
 * forms of hyphenated words, after everything else so that no phrase of the
 * text is broken by them ("goretex" finds "Gore-Tex", "gore tex" still does).
 */
export function indexText(text: string): string {
  const tokens: string[] = [];
  const joined: string[] = [];
  for (const chunk of text.split(/\s+/u)) {
    const chunkTokens = searchTokens(chunk);
    tokens.push(...chunkTokens);
    if (HYPHEN.test(chunk) && chunkTokens.length > 1 && chunkTokens.length <= MAX_JOINED_PARTS) joined.push(...joinedRuns(chunkTokens));
  }
  return [...tokens, ...new Set(joined)].join(' ');
}
