import { isLanguage, type Language } from './Language.ts';

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110: `da-DK, en;q=0.8, *;q=0.1`),
 * by q-value and then by order; regional variants count as their language (`en-GB` → `en`).
 * Undefined when the header names none of them (`*` included: "anything" leaves the choice to us).
 */
export function negotiateLanguage(header: string | readonly string[] | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = (typeof header === 'string' ? header : header.join(','))
    .split(',')
    .slice(0, 50) // a header is short; a huge one gets no more work than this
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const qParameter = parameters.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.q > 0 && isLanguage(range.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.language as Language | undefined;
}
