import { Parser } from 'htmlparser2';

/**
 * The words of an HTML fragment or page, read with htmlparser2: every tag is a word break, `<script>` and `<style>`
 * content is left out, entities (named and numeric, as browsers read them) are decoded, runs of white space become one
 * space. A stray `<` or an unclosed tag is read the way htmlparser2's tokenizer reads it, never thrown.
 *
 * @param html - The HTML.
 * @returns The text, trimmed.
 * @example
 * ```ts
 * htmlToText('<p>Hydraulic&nbsp;jack</p><script>x()</script><br>2&#x2F;3'); //=> 'Hydraulic jack 2/3'
 * ```
 * @see https://github.com/fb55/htmlparser2
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (name === 'script' || name === 'style') hidden++;
        parts.push(' ');
      },
      onclosetag(name) {
        if ((name === 'script' || name === 'style') && hidden > 0) hidden--;
        parts.push(' ');
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
