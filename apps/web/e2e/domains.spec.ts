import { expect, test } from '@playwright/test';
import { NO_PROMPTS, apiLogin, registerUser, useSession } from './support';

const PASSWORD = 'E2e-Domains-Pass-2026!';

// The domain verification page: a typed domain is checked by the shared schema before it is sent, and a
// pasted address is kept as its bare host name with the TXT record to publish.
test('a merchant adds a domain to verify; an address that is no domain is refused on the form', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const email = `domains-${stamp}@e2e.example`;
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/auth/domain-verification');
  const form = page.getByTestId('add-domain-form');
  await form.getByLabel('Alan adı').fill('not a domain');
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(form.getByText('Lütfen geçerli bir alan adı girin, ör. magaza.com.')).toBeVisible();
  await expect(page.getByTestId('domain-row')).toHaveCount(0);

  await form.getByLabel('Alan adı').fill(`https://Shop-${stamp}.example.com/products`);
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByTestId('domain-row')).toContainText(`shop-${stamp}.example.com`);
  await expect(page.getByTestId('domain-row')).toContainText('Bekliyor');
  await expect(form.getByLabel('Alan adı')).toHaveValue('');
});
