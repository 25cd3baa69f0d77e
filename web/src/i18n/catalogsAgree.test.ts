import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// An area's catalog joins the main one when its pages load (i18n.ts: Lingui merges a locale's
// messages), so a message both hold must read the same in both: otherwise opening an area rewords
// the rest of the app ("Annullér" became "Annuller" everywhere once an order page had loaded).

const locales = path.resolve(import.meta.dirname, '../locales');

/**
 * (msgctxt, msgid) → msgstr of a .po file (single-line entries, as `lingui extract` writes them).
 * Lingui keys a message by its id and context together, so one id in two contexts ("Completed" as
 * an order's status and as the wizard's outcome) is two messages and may read differently.
 */
function readCatalog(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  let context = '';
  let id: string | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const msgctxt = /^msgctxt "(.*)"$/.exec(line);
    if (msgctxt) {
      context = msgctxt[1]!;
      continue;
    }
    const msgid = /^msgid "(.*)"$/.exec(line);
    if (msgid) {
      id = context ? `${msgid[1]!} [${context}]` : msgid[1]!;
      context = '';
      continue;
    }
    const msgstr = /^msgstr "(.*)"$/.exec(line);
    if (msgstr && id) entries.set(id, msgstr[1]!);
    id = null;
  }
  return entries;
}

describe('the area catalogs', () => {
  for (const language of ['da', 'en']) {
    it(`word every message they share with the main catalog as it does (${language})`, () => {
      const folder = path.join(locales, language);
      const main = readCatalog(path.join(folder, 'messages.po'));
      const areas = readdirSync(folder).filter((file) => file.endsWith('.po') && file !== 'messages.po');
      expect(areas.length).toBeGreaterThan(0);
      const disagreements = areas.flatMap((file) =>
        [...readCatalog(path.join(folder, file))].flatMap(([id, text]) =>
          main.has(id) && main.get(id) !== text ? [`${file}: "${id}" reads "${text}", the main catalog "${main.get(id)}"`] : [],
        ),
      );
      expect(disagreements).toEqual([]);
    });
  }
});
