import { expect, test } from '@playwright/test';

test('the production server serves the SPA and the API on one port', async ({ page, request }) => {
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
