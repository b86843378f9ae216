import type { StoredBusiness } from '@portal/domain';
import { useSession } from './session-context';
import { useSpyMode } from './spy-mode-context';

// The business every dashboard page is scoped to: the one being viewed in spy mode, else the
// signed-in person's own (a business account is its own business). The shell shows it while the
// token is still checked, hence the shell's session.
export function useCurrentBusiness(): StoredBusiness | null {
  const { shellSession: session } = useSession();
  const spy = useSpyMode();
  if (spy.active && spy.business) return spy.business;
  return session?.business ?? null;
}

/** docs/product.md, Limits: a default name when none is known (docs/product.md does not give it). */
export const DEFAULT_BUSINESS_NAME = 'sua empresa';

/** The name page headings use ('Reuniões de {name}'). */
export function useBusinessName(): string {
  return useCurrentBusiness()?.name || DEFAULT_BUSINESS_NAME;
}
