import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { CATEGORY_NAME_TAKEN } from '@arrival/contracts/admin';
import type { Product } from '@arrival/contracts/catalogue';
import { airports, buildUser } from '../../../../test/factories';
import { apiError, mockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render';
import { buildProduct, categories } from '../../../../test/shop-factories';

afterEach(() => toast.dismiss());

const oud = buildProduct({ id: 1, name: 'Oud Al Layl 100 ml', price: 2499 });
const jasmine = buildProduct({ id: 2, name: 'Malabar Jasmine Attar', price: 899.5 });
const musk = buildProduct({ id: 3, name: 'White Musk Oil', price: 749, showToConsumer: false });

type Routes = Parameters<typeof mockApi>[0];

/** A signed-in admin on a /stocks page, with category 1 holding three products. */
function stocks(path: string, routes: Routes = {}, products: Product[] = [oud, jasmine, musk]) {
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ role: 'ADMIN', name: 'Demo Admin' }) },
    'GET /api/locations': { body: airports },
    'GET /api/categories/getAll': { body: categories },
    'GET /api/categories/1/products': { body: { ...categories[0], product: products } },
    ...routes,
  });
  return { ...renderApp(path, { token: 'admin-token' }), ...api };
}

const categoryNav = () => screen.findByRole('navigation', { name: 'Categories' });
const card = (name: string) => screen.findByRole('article', { name });

describe('categories sidebar (SPEC §2 /stocks)', () => {
  it('links every category with its product count, leaving out a zero count', async () => {
    stocks('/stocks');
    const nav = await categoryNav();
    const perfumes = await within(nav).findByRole('link', { name: 'Perfumes & Attars 2 products' });
    expect(perfumes).toHaveAttribute('href', '/stocks/1');
    expect(within(nav).getByRole('link', { name: 'Travel Accessories' })).toHaveAttribute('href', '/stocks/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Stock Management' })).toBeInTheDocument();
  });

  it("says 'No categories available' when there are none", async () => {
    stocks('/stocks', { 'GET /api/categories/getAll': { body: [] } });
    expect(await within(await categoryNav()).findByText('No categories available')).toBeInTheDocument();
  });

  it("fails with 'ID not found' for an address that is not an id, beside a working sidebar", async () => {
    stocks('/stocks/abc');
    expect(await screen.findByRole('heading', { name: 'ID not found' })).toBeInTheDocument();
    expect(await within(await categoryNav()).findByRole('link', { name: /Perfumes & Attars/ })).toBeInTheDocument();
  });
});

describe('add-category dialog (SPEC §4)', () => {
  const openDialog = async (user: ReturnType<typeof stocks>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Add New Category' }));
    return screen.getByRole('dialog', { name: 'Add New Category' });
  };

  it("ignores 'Save changes' while the name is empty, then asks to confirm", async () => {
    const { user, calls } = stocks('/stocks');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Category name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Category name'), 'Spices & Tea');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText(/Add the category/)).toHaveTextContent('Add the category Spices & Tea?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("'Confirm' adds it and opens it; 'Cancel' closes and forgets the name", async () => {
    const { user, calls, history } = stocks('/stocks', {
      'POST /api/categories/add': { body: { id: 9, name: 'Spices & Tea', productCount: 0 } },
      'GET /api/categories/9/products': { body: { id: 9, name: 'Spices & Tea', productCount: 0, product: [] } },
    });
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Category name'), 'Wrong name');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Category name')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Category name'), 'Spices & Tea');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(history.location.pathname).toBe('/stocks/9'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Spices & Tea' });
    expect(await screen.findByText('Category Spices & Tea added')).toBeInTheDocument();
  });

  it("shows the server's refusal of a name already taken, back at the name", async () => {
    const { user } = stocks('/stocks', { 'POST /api/categories/add': apiError(409, 'CONFLICT', CATEGORY_NAME_TAKEN) });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Category name'), 'perfumes & attars');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CATEGORY_NAME_TAKEN);
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});

describe('category products (SPEC §2 /stocks/{categoryId})', () => {
  it('heads the page with the name and count and links both add buttons to the new-product editor', async () => {
    stocks('/stocks/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfumes & Attars' })).toBeInTheDocument();
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Product' })).toHaveAttribute('href', '/stocks/1/products/new');
    expect(screen.getByRole('link', { name: 'Add New Product to Category' })).toHaveAttribute('href', '/stocks/1/products/new');
  });

  it('shows each card with its edit link, first image, category, name and price in rupees', async () => {
    stocks('/stocks/1');
    const jasmineCard = await card(jasmine.name);
    expect(within(jasmineCard).getByText('₹899.50')).toBeInTheDocument();
    expect(within(jasmineCard).getByText('Perfumes & Attars')).toBeInTheDocument();
    expect(jasmineCard.querySelector('img')).toHaveAttribute('src', '/uploads/product-2.svg');
    expect(within(jasmineCard).getByRole('link', { name: `Edit ${jasmine.name}` })).toHaveAttribute(
      'href',
      '/stocks/1/products/2',
    );
    expect(within(await card(musk.name)).getByRole('checkbox', { name: `Show ${musk.name} to consumers` })).not.toBeChecked();
  });

  it('filters the cards by name as the admin types, whatever the case', async () => {
    const { user } = stocks('/stocks/1');
    await card(oud.name);
    await user.type(screen.getByRole('searchbox', { name: 'Search Product' }), 'ATTAR');
    await waitFor(() => expect(screen.queryByRole('article', { name: oud.name })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: jasmine.name })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search Product' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Product' }), 'saffron');
    expect(await screen.findByText('No products match “saffron”.')).toBeInTheDocument();
  });

  it('saves the show-to-consumer box at once, showing the new value while it saves', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    let saved = oud.showToConsumer;
    const { user, calls } = stocks('/stocks/1', {
      'PUT /api/product/1/visibility': ({ body }) => {
        saved = (body as { showToConsumer: boolean }).showToConsumer;
        return new Promise((resolve) => (answer = resolve));
      },
      'GET /api/categories/1/products': () => ({
        body: { ...categories[0], product: [{ ...oud, showToConsumer: saved }, jasmine, musk] },
      }),
    });
    const box = within(await card(oud.name)).getByRole('checkbox', { name: `Show ${oud.name} to consumers` });
    expect(box).toBeChecked();

    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toBeDisabled();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ showToConsumer: false });

    answer({ body: { ...oud, showToConsumer: false } });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(await screen.findByText(`${oud.name} is hidden from consumers`)).toBeInTheDocument();
  });

  it('puts the box back and says why when the save fails', async () => {
    const { user } = stocks('/stocks/1', {
      'PUT /api/product/1/visibility': apiError(404, 'NOT_FOUND', 'Product not found'),
    });
    const box = within(await card(oud.name)).getByRole('checkbox', { name: `Show ${oud.name} to consumers` });
    await user.click(box);
    expect(await screen.findByText(`Could not hide ${oud.name}: Product not found`)).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });
});

describe('deleting a product from its card (SPEC §2, §8)', () => {
  const openDelete = async (user: ReturnType<typeof stocks>['user']) => {
    await user.click(within(await card(jasmine.name)).getByRole('button', { name: `Delete ${jasmine.name}` }));
    return screen.getByRole('dialog', { name: `Delete ${jasmine.name}` });
  };

  it("asks first; 'Cancel' keeps it", async () => {
    const { user, calls } = stocks('/stocks/1');
    const dialog = await openDelete(user);
    expect(within(dialog).getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("says 'Deleting...' while it deletes, then 'Product deleted successfully' and drops the card", async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    let deleted = false;
    const { user } = stocks('/stocks/1', {
      'DELETE /api/product/delete/2': () => {
        deleted = true;
        return new Promise((resolve) => (answer = resolve));
      },
      'GET /api/categories/1/products': () => ({
        body: { ...categories[0], product: deleted ? [oud, musk] : [oud, jasmine, musk] },
      }),
    });
    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();

    answer({ body: { message: 'Product deleted successfully' } });
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: jasmine.name })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to delete product: {message}' and closes when it fails", async () => {
    const { user } = stocks('/stocks/1', {
      'DELETE /api/product/delete/2': apiError(404, 'NOT_FOUND', 'Product not found'),
    });
    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product: Product not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: jasmine.name })).toBeInTheDocument();
  });
});
