// The company form's people: the list the picker searches (the admin users, loaded once per
// form) and the inline "create user" step (docs/product.md Create Business modal;: name, e-mail,
// password and role required).
import type { CreatableRole } from '../admin-users/user-rules';
import { validateAdminUser } from '../admin-users/user-rules';
import type { FieldErrors } from '../validation/rules';
import type { BusinessPerson } from './business-form';

/** The inline form's values; the role is one the create forms offer (docs/product.md). */
export type NewPersonValues = {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: CreatableRole;
};
export type NewPersonField = keyof NewPersonValues;

export const EMPTY_NEW_PERSON: NewPersonValues = {
  name: '',
  email: '',
  password: '',
  role: 'user',
};

/**
 * The inline form's refusals: the admin create user rules for name, e-mail, password and role
 * ('Please fill in all required fields', a valid e-mail, 6 characters). Its company is the one
 * being created or approved, so the role's company count is not asked here.
 */
export function validateNewPerson(values: NewPersonValues): FieldErrors<NewPersonField> {
  const { name, email, password, role } = validateAdminUser({ ...values, businessCount: 1 }, true);
  const errors: FieldErrors<NewPersonField> = {};
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (password) errors.password = password;
  if (role) errors.role = role;
  return errors;
}

/**
 * What the `createPerson` actor gets: the values, trimmed, and the company to link the person to
 * (the waiting registration being approved, or the company being edited; null while the
 * company does not exist yet).
 */
export type CreatePersonInput = {
  readonly person: NewPersonValues;
  readonly businessId: string | null;
};
/** The person as the server created them. */
export type CreatePersonOutput = BusinessPerson;

export const toNewPersonInput = (values: NewPersonValues): NewPersonValues => ({
  ...values,
  name: values.name.trim(),
  email: values.email.trim(),
});

/** The picker's list: everyone the admin may add (people still waiting for approval too). */
export type LoadPeopleOutput = readonly BusinessPerson[];

/** A person once more in a list already holding them: the newer copy replaces the older. */
export function withPerson(
  list: readonly BusinessPerson[],
  person: BusinessPerson,
): BusinessPerson[] {
  return [...list.filter((item) => item.id !== person.id), person];
}
