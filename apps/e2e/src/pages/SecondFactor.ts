import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for `key` at `at` (ms), computed here as a phone would:
 * the test reads the key the portal shows, never the server's copy.
 */
export const totpCode = (key: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({ timestamp: at });

// The second factor where the portal shows it: the profile's 'Segurança' tab and login's second
// step.
export class SecondFactor {
  readonly securityTab: Locator;
  readonly codeField: Locator;
  readonly recoveryField: Locator;
  readonly recoveryList: Locator;

  constructor(readonly page: Page) {
    this.securityTab = page.getByRole('tab', { name: 'Segurança' });
    this.codeField = page.getByLabel('Código de 6 dígitos');
    this.recoveryField = page.getByLabel('Código de recuperação');
    this.recoveryList = page.getByRole('list', { name: 'Códigos de recuperação' });
  }

  /** The key beside the QR code, as its data attribute holds it (the text has spaces). */
  async shownKey(): Promise<string> {
    const key = await this.page.locator('[data-totp-key]').getAttribute('data-totp-key');
    if (!key) throw new Error('no key shown');
    return key;
  }

  async recoveryCodes(): Promise<string[]> {
    return (await this.recoveryList.getByRole('listitem').allTextContents()).map((c) => c.trim());
  }
}
