// The people as the admin Users screen holds them. The api-client's
// `AdminUser` (the contract's reply) is assignable to `ManagedUser`, so the portal hands the
// reply over as it is; the machines and the UI kit only see these.
import type { Role } from './session';

/** A company a person is linked to, or one the admin can link them to. */
export type BusinessRef = { readonly id: string; readonly name: string };

/** A role as the list shows it: a role, or registered and waiting for approval. */
export type ListedRole = Role | 'waiting';

export type ManagedUser = {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone_number: string | null;
  readonly role: ListedRole;
  readonly knowledge_base: string | null;
  readonly notes: string | null;
  /** ISO 8601; shown as dd/MM/yyyy HH:mm (docs/product.md, Limits). */
  readonly created_at: string;
  /** The creating admin's id, or null. */
  readonly created_by: string | null;
  /** The creating admin's name; null or missing reads 'Unknown' (docs/product.md). */
  readonly created_by_name?: string | null | undefined;
  /** The person signs in with a second factor (TOTP); absent reads as off. */
  readonly two_factor?: boolean | undefined;
  /**
   * ISO 8601: the person asked for their account to be erased (LGPD); deleting it confirms.
   * Null or absent: no open request.
   */
  readonly erasure_requested_at?: string | null | undefined;
  /** The person's companies; an admin's list is empty: they hold every company ('*'). */
  readonly business: { readonly businesses: readonly BusinessRef[] };
};
