// The demo accounts the server seeds on an empty database.
import { routes } from '@portal/domain';

export const demoPassword = 'demo1234';

export const demo = {
  admin: { key: 'admin@demo.com.br', landing: routes.adminBusinesses },
  council: { key: 'conselho@demo.com.br', landing: routes.adminBusinesses },
  user: { key: 'usuario@demo.com.br', landing: routes.meetings },
  waiting: { key: 'aguardando@demo.com.br', landing: routes.waiting },
  business: { key: 'DEMO01', landing: routes.meetings },
} as const;

export type DemoAccount = keyof typeof demo;

// Every key docs/product.md lists for the browser's storage; logout must leave none of them behind.
export const sessionStorageKeys = [
  'jwt_token',
  'auth_type',
  'user',
  'business',
  'businessDetails',
  'last_token_validation',
  'token_valid',
  'spy_mode',
  'spy_mode_business_id',
  'reportsData',
] as const;

// A fresh, unique person per run so specs never depend on each other's leftovers.
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.com.br`;
}
