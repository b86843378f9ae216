import { describe, expect, it } from 'vitest';
import { fillReportSearch, monthToFill } from './report-link';

describe('the link that opens the report form on a month', () => {
  it('is written and read back', () => {
    expect(fillReportSearch('2026-11')).toBe('?preencher=2026-11');
    expect(monthToFill(fillReportSearch('2026-11'))).toBe('2026-11');
    expect(monthToFill('?x=1&preencher=2027-01')).toBe('2027-01');
  });

  it('opens nothing for anything but a month', () => {
    for (const search of [
      '',
      '?preencher=',
      '?preencher=2026-13',
      '?preencher=2026-1',
      '?preencher=nov',
    ])
      expect(monthToFill(search), search).toBeNull();
  });
});
