// Who may do what, where the portal and the server must agree: the portal hides what the server
// would refuse, and both read the rule from here.
import type { Role, SessionRole } from './session';

/**
 * The company page (docs/product.md "Company information"): admins, the company's people and its
 * business account edit it; the council reads it only (it may still work on the task board).
 * `null` is a business account, which has no person's role.
 */
export function canEditCompany(role: SessionRole | Role | null | undefined): boolean {
  return role !== 'council';
}

/**
 * The companies screen (docs/product.md "Admin: Companies"): the admin creates, edits, deletes,
 * approves and rejects companies; the council only reads them (and may enter one in spy mode).
 */
export function canManageBusinesses(role: SessionRole | Role | null | undefined): boolean {
  return role === 'admin';
}
