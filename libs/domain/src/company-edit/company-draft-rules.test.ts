import { describe, expect, it } from 'vitest';
import { WEBSITE_INVALID, INSTAGRAM_MUST_START_WITH_AT } from '../messages';
import { validateCompanyDraft } from './company-draft-rules';

const draft = {
  website: 'https://www.paodaserra.com.br',
  niche: 'Panificação',
  meta_faturamento: '1200000',
  username_instagram: '@paodaserra',
  knowledge_base: 'Padaria artesanal.',
};

describe("the company page's field checks", () => {
  it('passes a company as the demo holds it, and empty website and Instagram', () => {
    expect(validateCompanyDraft(draft)).toEqual({});
    expect(validateCompanyDraft({ ...draft, website: ' ', username_instagram: '' })).toEqual({});
    expect(validateCompanyDraft({ ...draft, website: 'paodaserra.com.br' })).toEqual({});
  });

  it("refuses a website that is no URL with the product's text", () => {
    for (const website of ['pão da serra', 'paodaserra', 'ftp://paodaserra.com.br']) {
      expect(validateCompanyDraft({ ...draft, website })).toEqual({ website: WEBSITE_INVALID });
    }
  });

  it('refuses an Instagram without its @', () => {
    expect(validateCompanyDraft({ ...draft, username_instagram: 'paodaserra' })).toEqual({
      username_instagram: INSTAGRAM_MUST_START_WITH_AT,
    });
  });
});
