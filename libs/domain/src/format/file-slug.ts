/**
 * A name as a file name's part: lower case, accents dropped, anything but letters and digits as
 * one '-', at most 60 characters, `fallback` when nothing is left ('Padaria Pão da Serra' →
 * 'padaria-pao-da-serra').
 */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
