import type { ReactNode } from 'react';

export function BusinessShellRoute({ children }: { readonly children: ReactNode }) {
  return <main>{children}</main>;
}
