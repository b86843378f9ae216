import { INSTAGRAM_MUST_START_WITH_AT, WEBSITE_INVALID } from '../messages';
import type { CompanyDraft } from '../model/workspace';
import type { FieldErrors } from '../validation/rules';
import { isValidWebsite } from '../validation/website-rules';

export type CompanyDraftField = keyof CompanyDraft;

/**
 * The company page's own checks before a save, each message beside its field. The page edits an
 * existing company, so the website and the Instagram may be left empty; given, they follow the
 * registration's rules and the product's texts (the contract checks the same on the way out and the
 * server again).
 */
export function validateCompanyDraft(draft: CompanyDraft): FieldErrors<CompanyDraftField> {
  const errors: FieldErrors<CompanyDraftField> = {};
  const website = draft.website.trim();
  if (website !== '' && !isValidWebsite(website)) errors.website = WEBSITE_INVALID;
  const instagram = draft.username_instagram.trim();
  if (instagram !== '' && !instagram.startsWith('@')) {
    errors.username_instagram = INSTAGRAM_MUST_START_WITH_AT;
  }
  return errors;
}
