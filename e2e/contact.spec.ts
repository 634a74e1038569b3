import { expect, test } from './fixtures.ts';

test('the contact form states the reply time and sends a message', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('We usually reply within 1–2 weeks.')).toBeVisible();
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.org');
  await page.getByLabel('Subject').fill('Missing game');
  await page.getByLabel('Message').fill('Please add Mother 3 for the Game Boy Advance.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message was sent.' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

test('the contact form shows a specific error beside each broken field and keeps what was typed', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Message')).toHaveValue('Hello');
});
