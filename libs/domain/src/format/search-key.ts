/**
 * Text as every search compares it: accents dropped ('Ateliê' → 'atelie'), lower case, spaces
 * collapsed, so 'ATELIE flor' finds 'Ateliê Flor de Lis' and 'pao' finds 'Pão da Serra'. Both
 * sides of a "contains" go through it, the query and the text searched.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/\s+/g, ' ')
    .trim();
}
