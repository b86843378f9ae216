// The profile modal and its password change (SPEC §8).
// Letter for letter; every layer imports these.

// Profile password change (SPEC names the fields but no texts for empty ones; these are ours)
export const OLD_PASSWORD_REQUIRED = 'A senha atual é obrigatória';
export const NEW_PASSWORD_REQUIRED = 'A nova senha é obrigatória';
