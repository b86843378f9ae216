// Both shells, one chunk: the login page needs neither (app/shells.tsx loads this on demand).
export { AdminShellRoute } from './AdminShellRoute';
export { BusinessShellRoute } from './BusinessShellRoute';
