import { createContext, useContext } from 'react';
import type { StoredBusiness } from '@portal/domain';

export type SpyModeContextValue = {
  readonly active: boolean;
  /** The company being viewed while active. */
  readonly business: StoredBusiness | null;
  /**
   * Admin/council only (the machine refuses anyone else); the companies screen calls it. `to`
   * opens that company page instead of the meetings list, in place of the current address (a
   * link into a company, `/admin/view/…`).
   */
  readonly enter: (business: StoredBusiness, to?: string) => void;
  /** Leaves the company view and returns to /admin/businesses. */
  readonly exit: () => void;
};

const inactive: SpyModeContextValue = {
  active: false,
  business: null,
  enter: () => undefined,
  exit: () => undefined,
};

export const SpyModeContext = createContext<SpyModeContextValue>(inactive);

export function useSpyMode(): SpyModeContextValue {
  return useContext(SpyModeContext);
}
