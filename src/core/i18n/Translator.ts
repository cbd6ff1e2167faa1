/**
 * A machine-translation hook an adapter may plug in for languages with no shipped catalog.
 * Engines never call it (they are synchronous and offline); {@link localizeResponse} does.
 */
export interface Translator {
  /**
   * Translates English texts into the target language, one output per input, in order.
   *
   * @param texts - English narrative texts.
   * @param lang - Target ISO 639-1 code.
   */
  translate(texts: readonly string[], lang: string): Promise<readonly string[]>;
}
