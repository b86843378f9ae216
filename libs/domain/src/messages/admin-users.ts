// The admin Users screen (docs/product.md "Admin: Users" Admin). Letter for letter; every layer
// imports these. The refusals of the users' rules are in admin.ts beside the other admin texts.

export const USER_CREATED = 'User created successfully!';
export const USER_UPDATED = 'User updated successfully!';
export const USER_DELETED = 'User deleted successfully!';
/** docs/product.md: the list's empty message (no person, or none matching the search and filters). */
export const USERS_EMPTY = 'Nenhum usuário encontrado';
/** docs/product.md: the detail's "created by" when nobody is known (registered themself, or deleted). */
export const USER_CREATOR_UNKNOWN = 'Unknown';

/**
 * The delete confirmation's question (ours); for a person who asked for their account's erasure
 * it says so, with the day ('3 de mai de 2026'): deleting them is how the request is confirmed.
 */
export const userDeleteQuestion = (
  user: { name: string; email: string },
  erasureRequestedOn: string | null,
) =>
  erasureRequestedOn
    ? `${user.name} (${user.email}) pediu a exclusão da conta em ${erasureRequestedOn}. Excluir a conta e os dados pessoais? Esta ação não pode ser desfeita.`
    : `Excluir ${user.name} (${user.email})? Esta ação não pode ser desfeita.`;
