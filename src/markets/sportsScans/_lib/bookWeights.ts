import type { BookWeights } from '../../rules/sportsMarkets.js';

/**
 * Weights for the consensus of these books: a book the odds source lists under a regional key (`betfair_ex_uk`) takes
 * the weight of the book it is (`betfair_exchange`).
 *
 * @param books - Book keys of the line.
 * @param weights - The consensus book-weight rule in force.
 * @param aliases - Regional key → weighted key.
 * @returns Weights by book key, only for the books an alias reaches (the rest take the rule's own).
 */
export function aliasedBookWeights(books: readonly string[], weights: BookWeights, aliases: Readonly<Record<string, string>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const book of books) {
    const alias = aliases[book.toLowerCase()];
    if (alias !== undefined) out[book.toLowerCase()] = weights.weights[alias] ?? weights.default_weight;
  }
  return out;
}
