/** A URL-safe key of a name, in Danish spelling: `Aarhus Kommune` → `aarhus-kommune`, `Køge Å` → `koege-aa`. */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'oe')
    .replaceAll('å', 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'organisation';
}
