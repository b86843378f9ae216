import type { ReactNode } from 'react';

export function AdminShellRoute({ children }: { readonly children: ReactNode }) {
  return <main>{children}</main>;
}
