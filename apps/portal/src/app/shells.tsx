import { use, type ReactNode } from 'react';

// The two shells (layouts, sidebar, profile modal and its machine) are a chunk of their own: the
// login page, which most visits open first, needs none of it. It is asked for as soon as someone
// may need it (a stored session at start, a login form sent), so a shell is usually in by the
// time it is drawn; until then the shell's place shows the page's loading bar.

type Shells = typeof import('../routes/shells');

let loading: Promise<Shells> | undefined;
let loaded: Shells | undefined;

/** Loads the shells' chunk once; a failed load is tried again on the next call. */
export function loadShells(): Promise<Shells> {
  loading ??= import('../routes/shells').then(
    (shells) => {
      loaded = shells;
      return shells;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The shells, at once when loaded (no suspended first render), else suspends until they are. */
function useShells(): Shells {
  return loaded ?? use(loadShells());
}

type ShellProps = { readonly children: ReactNode };

export function BusinessShell({ children }: ShellProps) {
  const { BusinessShellRoute } = useShells();
  return <BusinessShellRoute>{children}</BusinessShellRoute>;
}

export function AdminShell({ children }: ShellProps) {
  const { AdminShellRoute } = useShells();
  return <AdminShellRoute>{children}</AdminShellRoute>;
}
