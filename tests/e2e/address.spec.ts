import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { baseURL, logInAsDemo, shopperCall } from './support';

/** Chooses province, city and district in the region picker of the address form. */
async function chooseRegion(page: Page, ...names: string[]) {
  await page.getByRole('button', { name: /^Region/ }).click();
  const picker = page.getByRole('dialog', { name: 'Region' });
  await picker.getByRole('button', { name: /^Province: / }).click();
  await expectNoSeriousAxeViolations(page, 'region picker');
  await page.screenshot({ path: test.info().outputPath('address-region-375.png') });
  for (const name of names) {
    await picker.getByRole('button', { name, exact: true }).click();
  }
  await expect(picker).toBeHidden();
}

/** The list item of an address, found by its contact. */
const addressCard = (page: Page, contact: string) =>
  page.getByRole('list', { name: 'Delivery addresses' }).getByRole('listitem').filter({ hasText: contact });

test('the demo shopper adds, edits and deletes an address, and chooses one at checkout', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 375, height: 812 });
  await logInAsDemo(page);
  const contact = `Tess ${Date.now() % 100000}`;

  await page.goto(`${baseURL()}/#/pages/user/address-list`);
  await expect(page.getByRole('heading', { name: 'Delivery addresses', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Delivery addresses' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'address list');

  // Add: the required messages first, then a complete address.
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/address-edit$/);
  await expect(page.getByRole('heading', { name: 'Add address', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cannot be empty')).toHaveCount(4);
  await expectNoSeriousAxeViolations(page, 'address edit with errors');
  await page.getByRole('textbox', { name: 'Contact person' }).fill(contact);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('123');
  await expect(page.getByText('Mobile number: 6-15 digits')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('13911112222');
  await chooseRegion(page, '浙江省', '杭州市', '西湖区');
  await page.getByRole('textbox', { name: 'Detailed address' }).fill('8 Longjing Road');
  await expect(page.getByText('Cannot be empty')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'address edit');
  await page.screenshot({ path: test.info().outputPath('address-edit-375.png') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/user\/address-list$/);
  await expect(addressCard(page, contact)).toContainText('浙江省 杭州市 西湖区 8 Longjing Road');
  await expect(page.getByText('Address saved')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('address-list-375.png') });

  // Edit: the form opens with the address, and the change is listed.
  await addressCard(page, contact).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit address', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Detailed address' })).toHaveValue('8 Longjing Road');
  await page.getByRole('textbox', { name: 'Detailed address' }).fill('9 Longjing Road');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(addressCard(page, contact)).toContainText('9 Longjing Road');

  // Checkout: the default address is chosen first; another can be chosen on the address list.
  const goods = await shopperCall<{ list: { id: number }[] }>('app/goods/info/page', {
    body: { page: 1, size: 1 },
  });
  const goodsId = goods.list[0]?.id ?? 0;
  const detail = await fetch(`${baseURL()}/api/app/goods/info/info?id=${goodsId}`).then(
    (response) => response.json() as Promise<{ data: { specs: { id: number; stock: number }[] } }>,
  );
  const spec = detail.data.specs.find((candidate) => candidate.stock > 0);
  await page.goto(`${baseURL()}/#/pages/order/submit?goodsId=${goodsId}&specId=${spec?.id}&count=1`);
  const addressChoices = page.getByRole('group', { name: 'Choose a delivery address' });
  await expect(addressChoices.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(addressChoices.getByRole('radio', { name: new RegExp(contact) })).not.toBeChecked();
  await page.getByRole('link', { name: 'Choose or manage addresses' }).click();
  await expect(page.getByText('Tap an address to use it for this order')).toBeVisible();
  await addressCard(page, contact)
    .getByRole('button', { name: new RegExp(contact) })
    .click();
  await expect(page).toHaveURL(/#\/pages\/order\/submit\?/);
  await expect(addressChoices.getByRole('radio', { name: new RegExp(contact) })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('submit-375.png') });

  // Delete: asked first; cancelling keeps the address.
  await page.goto(`${baseURL()}/#/pages/user/address-list`);
  await addressCard(page, contact).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this address?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'address delete confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(addressCard(page, contact)).toHaveCount(1);
  await addressCard(page, contact).getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(addressCard(page, contact)).toHaveCount(0);
  expect(errors).toEqual([]);
});
