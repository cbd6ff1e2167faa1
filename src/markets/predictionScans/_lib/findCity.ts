/** Something with a city name and lower-case aliases. */
export interface NamedCity {
  readonly city: string;
  readonly aliases: readonly string[];
}

/**
 * The city a text names (its name or an alias, as whole words), the longest name first so "New York City" wins over
 * "York"; null when none is named.
 */
export function findCity<C extends NamedCity>(text: string, cities: readonly C[]): C | null {
  const lower = ` ${text.toLowerCase().replace(/[^a-z0-9&'.\s-]/g, ' ')} `;
  let best: { city: C; length: number } | null = null;
  for (const city of cities) {
    for (const name of [city.city.toLowerCase(), ...city.aliases]) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`[^a-z0-9]${escaped}[^a-z0-9]`).test(lower) && (best === null || name.length > best.length)) best = { city, length: name.length };
    }
  }
  return best?.city ?? null;
}
