import { fromPromise } from 'xstate';
import type { AdminUser } from '@portal/api-client';
import type {
  BusinessPerson,
  CreatePersonInput,
  CreatePersonOutput,
  LoadPeopleOutput,
} from '@portal/domain';
import { dataOrReject, type callApi } from '../app/api';

// The people the company forms (create, approve, the detail's edit mode) search and create: the
// admin users client's list (its 5-minute cache), and its `create` for the inline create user.

/** A person as the company forms show them. */
export const toBusinessPerson = (user: AdminUser): BusinessPerson => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
});

/**
 * Who can be added to a company: approved people of role Usuário or Conselho. Admins hold every
 * company already; a person waiting for approval joins through their own registration.
 */
const isAddable = (user: AdminUser) => user.role === 'user' || user.role === 'council';

export const businessPeopleActors = (call: typeof callApi) => ({
  loadPeople: fromPromise<LoadPeopleOutput, void>(async () =>
    dataOrReject(await call((api) => api.adminUsers.getAll()))
      .filter(isAddable)
      .map(toBusinessPerson),
  ),
  /**
   * docs/product.md's inline create user: the admin users `create`, linked to the registration being
   * approved; a company still being created has no id yet, so the person is created for it
   * (`forNewCompany`, no company) and linked when the company is saved.
   */
  createPerson: fromPromise<CreatePersonOutput, CreatePersonInput>(async ({ input }) =>
    toBusinessPerson(
      dataOrReject(
        await call((api) =>
          api.adminUsers.create({
            ...input.person,
            phone_number: null,
            knowledge_base: null,
            ...(input.businessId
              ? { business: { businesses: [{ id: input.businessId }] } }
              : { business: { businesses: [] }, forNewCompany: true as const }),
          }),
        ),
      ),
    ),
  ),
});
