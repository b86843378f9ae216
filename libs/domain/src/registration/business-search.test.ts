import { describe, expect, it } from 'vitest';
import { filterBusinesses, type BusinessOption } from './business-search';

const businesses: BusinessOption[] = [
  { id: 'b1', name: 'Padaria Pão da Serra' },
  { id: 'b2', name: 'Ateliê Flor de Lis' },
  { id: 'b3', name: 'Sorriso Pleno Odontologia' },
];
const names = (query: string) => filterBusinesses(businesses, query).map((b) => b.name);

describe('the registration business search', () => {
  it('ignores accents and case on both sides', () => {
    expect(names('pao')).toEqual(['Padaria Pão da Serra']);
    expect(names('PÃO DA')).toEqual(['Padaria Pão da Serra']);
    expect(names('atelie flor')).toEqual(['Ateliê Flor de Lis']);
    expect(names('ATELIÊ')).toEqual(['Ateliê Flor de Lis']);
  });

  it('collapses the spaces typed and finds a part of a word', () => {
    expect(names('  pleno   odonto ')).toEqual(['Sorriso Pleno Odontologia']);
    expect(names('a')).toEqual([
      'Padaria Pão da Serra',
      'Ateliê Flor de Lis',
      'Sorriso Pleno Odontologia',
    ]);
  });

  it('shows all for a blank query and none for what no name holds', () => {
    expect(filterBusinesses(businesses, '  ')).toEqual(businesses);
    expect(names('xyz')).toEqual([]);
  });
});
