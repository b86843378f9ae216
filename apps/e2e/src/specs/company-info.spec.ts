import { apiBase, waitForCompanyCall } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { solidPng } from '../support/png';

const company = 'Padaria Pão da Serra';
// The seeded website (apps/server/src/seed/demo-data.ts), put back at the end: specs share the
// database of one run.
const seededWebsite = 'https://www.paodaserra.com.br';
// docs/product.md's text (libs/domain/src/messages), letter for letter.
const WEBSITE_INVALID = 'Por favor, insira uma URL válida para o website';

test('the demo user changes the website and logo, and both are kept after a reload', async ({
  loginPage,
  companyInfoPage: info,
  page,
}) => {
  const website = `https://www.paodaserra.com.br/e2e-${Date.now()}`;

  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));

  const loaded = waitForCompanyCall(page, 'get');
  await info.goto();
  expect((await loaded).status()).toBe(200);
  await expect(info.heading).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: company })).toBeVisible();
  await expect(page.getByText(/Gerenciado por\s*Juliana Ferreira/)).toBeVisible();
  // View mode: fields are disabled.
  await expect(info.website).toBeDisabled();
  const original = await info.website.inputValue();
  expect(original).toBe(seededWebsite);

  await info.editButton.click();
  await expect(info.website).toBeEnabled();

  // A website that is no URL is marked with the product's text beside the field, and nothing is sent.
  const updates: string[] = [];
  const countUpdates = (request: { url(): string; headers(): Record<string, string> }) => {
    if (request.url().includes(`${apiBase}/myBusiness`) && request.headers()['action'] === 'update')
      updates.push(request.url());
  };
  page.on('request', countUpdates);
  await info.website.fill('padaria sem site');
  await info.saveButton.click();
  await expect(info.website).toHaveAttribute('aria-invalid', 'true');
  await expect(info.website).toHaveAccessibleDescription(WEBSITE_INVALID);
  await expect(page.getByText(WEBSITE_INVALID)).toBeVisible();
  await expect(info.website).toBeEnabled();
  page.off('request', countUpdates);
  expect(updates).toEqual([]);

  await info.website.fill(website);
  await expect(info.website).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(WEBSITE_INVALID)).toHaveCount(0);
  await info.logoInput.setInputFiles({
    name: 'logo-padaria.png',
    mimeType: 'image/png',
    buffer: solidPng(16, [154, 52, 18]),
  });

  const saved = waitForCompanyCall(page, 'update');
  await info.saveButton.click();
  expect((await saved).status()).toBe(200);
  await expect(info.success).toBeVisible();
  // Back in view mode, fields disabled again.
  await expect(info.website).toBeDisabled();
  await expect(info.website).toHaveValue(website);

  const reloaded = waitForCompanyCall(page, 'get');
  await page.reload();
  await reloaded;
  await expect(info.heading).toBeVisible();
  await expect(info.website).toHaveValue(website);
  const logo = info.logo(company);
  await expect(logo).toHaveAttribute('src', new RegExp(`^(https?://[^/]+)?${apiBase}/files/`));
  // The stored file is served back as the PNG that was sent.
  const src = await logo.getAttribute('src');
  const file = await page.request.get(src ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/png');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  // Put the website back for the other specs of this run.
  await info.editButton.click();
  await info.website.fill(seededWebsite);
  const restored = waitForCompanyCall(page, 'update');
  await info.saveButton.click();
  expect((await restored).status()).toBe(200);
  await expect(info.success).toBeVisible();
  await expect(info.website).toHaveValue(seededWebsite);
});
