/**
 * The grid's free text as web search engines read it (the syntax of PostgreSQL's websearch_to_tsquery):
 * words, "quoted phrases", `-` before a word or phrase to exclude it, `or` between alternatives. Every
 * clause must match, each in any searched column, so `rossi crociera` finds the policy whose participant
 * is Rossi and whose package is a cruise, although no single column holds both words.
 */
export interface SearchTerm {
  text: string;
  /** A quoted phrase: its words in this order, whole. A bare word also matches as a prefix (`ross` → Rossi). */
  phrase: boolean;
}

export interface SearchClause {
  /** Any of these matches the clause. */
  anyOf: SearchTerm[];
  /** The clause must not match (`-berlino`). */
  negated: boolean;
}

const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

/** At most this many clauses: a pasted paragraph must not become a hundred-way join. */
export const MAX_CLAUSES = 10;

export function parseSearch(text: string): SearchClause[] {
  const clauses: SearchClause[] = [];
  let joinNext = false;
  for (const match of text.matchAll(TOKEN)) {
    const [, minus, quoted, bare] = match;
    let negated = false;
    let term: SearchTerm;
    if (quoted !== undefined) {
      negated = minus === '-';
      term = { text: quoted.trim(), phrase: true };
    } else {
      const word = bare!;
      if (/^or$/i.test(word)) {
        joinNext = clauses.length > 0;
        continue;
      }
      negated = word.startsWith('-') && word.length > 1;
      term = { text: negated ? word.slice(1) : word, phrase: false };
    }
    if (term.text === '') continue;
    const last = clauses[clauses.length - 1];
    if (joinNext && last && !last.negated && !negated) last.anyOf.push(term);
    else clauses.push({ anyOf: [term], negated });
    joinNext = false;
  }
  return clauses.slice(0, MAX_CLAUSES);
}
