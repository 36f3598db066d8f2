import { expect, markDocument, pageHeading, stillSameDocument, test } from '../support/fixtures';

test.describe('site search', () => {
  test('finds a service by part of its name; clicking the result opens it and clears the search', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    const search = page.getByRole('combobox', { name: 'Search services and pages' });
    await search.fill('CARDIO');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option')).toHaveText(['CardiologyService']);
    await results.getByRole('option', { name: /Cardiology/ }).click();
    await expect(pageHeading(page)).toHaveText('Cardiology');
    await expect(search).toHaveValue('');
    await expect(results).toBeHidden();
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('Enter goes to the first result; the list never grows past 15rem', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search services and pages' });
    await search.fill('e');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results).toBeVisible();
    const maxHeight = await results.evaluate((list) => getComputedStyle(list).maxHeight);
    expect(maxHeight).toBe('240px');
    await search.fill('blood');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blood-test$/);
  });

  test('arrow keys choose a result', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search services and pages' });
    await search.fill('log');
    const options = page.getByRole('option');
    await expect(options).toHaveText(['CardiologyService', 'Diabetes & EndocrinologyService', 'BlogPage', 'LoginPage']);
    for (let step = 0; step < 4; step += 1) await search.press('ArrowDown');
    await expect(page.getByRole('option', { selected: true })).toHaveText('LoginPage');
    await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(3).getAttribute('id')) ?? '');
    await search.press('Enter');
    await expect(pageHeading(page)).toHaveText('Login');
  });

  test('with an empty query or no match nothing happens', async ({ page }) => {
    await page.goto('/gallery');
    const search = page.getByRole('combobox', { name: 'Search services and pages' });
    await search.press('Enter');
    await search.fill('qwertyuiop');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/gallery$/);
  });
});
