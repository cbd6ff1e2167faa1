/** Query parameters that carry credentials (API keys, tokens, signatures), by name. */
const CREDENTIAL_PARAMS = /^(api[_-]?key|apikey|key|token|access[_-]?token|secret|signature|sig)$/i;

/**
 * The URL with the value of every credential query parameter replaced by `redacted`, so that a key never reaches an
 * answer's `data` block, the cache's URL or a recorded cassette that may be committed as a test fixture.
 *
 * @param url - An absolute URL.
 * @returns The URL (normalised by the URL parser), credentials redacted.
 * @example
 * ```ts
 * redactCredentialParams('https://api.the-odds-api.com/v4/sports?apiKey=abc&all=true');
 * //=> 'https://api.the-odds-api.com/v4/sports?apiKey=redacted&all=true'
 * ```
 * @see docs/configuration.md
 */
export function redactCredentialParams(url: string): string {
  const parsed = new URL(url);
  for (const name of [...parsed.searchParams.keys()]) if (CREDENTIAL_PARAMS.test(name)) parsed.searchParams.set(name, 'redacted');
  return parsed.href;
}
