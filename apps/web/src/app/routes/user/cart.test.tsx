import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CartItem } from '@arrival/contracts/cart';
import { AppProvider } from '../../provider';
import { apiError, mockApi } from '../../../test/mock-api';
import { airports, buildUser } from '../../../test/factories';
import { renderApp } from '../../../test/render';
import { buildCart, buildCartItem, buildProduct } from '../../../test/shop-factories';
import { CartRoute } from './cart';

const oud = buildProduct({ id: 1, name: 'Oud Al Layl 100 ml', price: 2499, stockLeft: 40 });
const rose = buildProduct({ id: 2, name: 'Rose Taif Attar 6 ml', price: 1150, stockLeft: 2 });

/** A cart the fake server keeps, so every refetch shows what the last mutation did. */
function cartServer(initial: CartItem[], routes: Parameters<typeof mockApi>[0] = {}) {
  let lines = initial;
  const setQuantity = (id: number, quantity: number) => () => {
    lines = lines.map((line) => (line.id === id ? { ...line, quantity } : line));
    return { body: { message: 'Cart updated' } };
  };
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ pickUpLocation: 1, arrivalDate: '2099-01-01T10:00:00.000Z' }) },
    'GET /api/locations': { body: airports },
    'GET /api/cart/CartDetails': () => ({ body: buildCart(lines) }),
    'PUT /api/cart/updateQuantity?cartId=11&quantity=1': setQuantity(11, 1),
    'PUT /api/cart/updateQuantity?cartId=11&quantity=3': setQuantity(11, 3),
    'DELETE /api/cart/remove/11': () => {
      lines = lines.filter((line) => line.id !== 11);
      return { body: { message: 'Item removed from cart' } };
    },
    ...routes,
  });
  return { ...renderApp('/user/cart', { token: 'stored' }), ...api, setQuantity };
}

const lineOf = (name: string) => screen.findByRole('listitem', { name });
const cartReads = (calls: { method: string; path: string }[]) => calls.filter((c) => c.path === '/api/cart/CartDetails').length;

describe('cart screen (SPEC §2 "Cart")', () => {
  it('lists each line with image, name, unit price and quantity, and the total in INR and the reference currency', async () => {
    cartServer([buildCartItem({ id: 11, quantity: 2, productResponseDTO: oud })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    const line = await lineOf(oud.name);
    expect(within(line).getByRole('link', { name: oud.name })).toHaveAttribute('href', '/user/shopping/view-product/1');
    expect(within(line).getByText('₹2,499.00 each')).toBeInTheDocument();
    expect(within(line).getByRole('group', { name: `Quantity of ${oud.name}` })).toHaveTextContent('2');
    expect(line.querySelector('img')).toHaveAttribute('src', '/uploads/product-1.svg');

    expect(screen.getByText('Total (2 items)')).toBeInTheDocument();
    expect(screen.getAllByText('₹4,998.00')).not.toHaveLength(0);
    expect(screen.getByText('≈ $56.41 · reference rate of 20 Nov 2026; you pay in INR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Pay' })).toHaveAttribute('href', '/user/checkout');
  });

  it('turns minus into a delete button at quantity 1, and deleting empties the cart after a refetch', async () => {
    const { user, calls } = cartServer([buildCartItem({ id: 11, quantity: 2, productResponseDTO: oud })]);
    let line = await lineOf(oud.name);
    expect(within(line).queryByRole('button', { name: 'Delete from cart' })).not.toBeInTheDocument();

    await user.click(within(line).getByRole('button', { name: 'Decrease quantity' }));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/cart/updateQuantity?cartId=11&quantity=1')).toBe(true);
    line = await lineOf(oud.name);
    await within(line).findByRole('button', { name: 'Delete from cart' });
    expect(within(line).queryByRole('button', { name: 'Decrease quantity' })).not.toBeInTheDocument();
    expect(within(line).getByRole('group')).toHaveTextContent('1');

    const readsBefore = cartReads(calls);
    await user.click(within(line).getByRole('button', { name: 'Delete from cart' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(cartReads(calls)).toBeGreaterThan(readsBefore);
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
  });

  it('puts a removed line back, with its quantity, when the traveller taps Undo', async () => {
    const { user, calls } = cartServer([buildCartItem({ id: 11, quantity: 2, productResponseDTO: oud })], {
      'POST /api/cart/add': () => ({ body: { message: 'Item added to cart' } }),
    });
    await user.click(within(await lineOf(oud.name)).getByRole('button', { name: 'Remove from Cart' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`${oud.name} is back in your cart`)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/cart/add')?.body).toEqual({ productId: 1, quantity: 2 });
  });

  it('raises the quantity only as far as the stock at the airport', async () => {
    const { user, calls } = cartServer([
      buildCartItem({ id: 11, quantity: 2, productResponseDTO: oud }),
      buildCartItem({ id: 12, quantity: 2, productResponseDTO: rose }),
    ]);
    expect(within(await lineOf(rose.name)).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await user.click(within(await lineOf(oud.name)).getByRole('button', { name: 'Increase quantity' }));
    await within(await lineOf(oud.name)).findByText('3');
    expect(calls.some((c) => c.path === '/api/cart/updateQuantity?cartId=11&quantity=3')).toBe(true);
  });

  it('shows each tap at once and sends the quantities one after another, in order, before paying is offered', async () => {
    // The server answers a quantity change only when the test lets it, as a slow network would.
    const held: { quantity: number; answer: () => void }[] = [];
    const slowSet = (quantity: number) => () =>
      new Promise<{ body: unknown }>((resolve) => {
        held.push({ quantity, answer: () => resolve(server.setQuantity(11, quantity)()) });
      });
    const server = cartServer([buildCartItem({ id: 11, quantity: 2, productResponseDTO: oud })], {
      'PUT /api/cart/updateQuantity?cartId=11&quantity=3': slowSet(3),
      'PUT /api/cart/updateQuantity?cartId=11&quantity=4': slowSet(4),
      'PUT /api/cart/updateQuantity?cartId=11&quantity=5': slowSet(5),
    });
    const { user, calls } = server;
    const line = await lineOf(oud.name);
    const readsBefore = cartReads(calls);
    for (let tap = 0; tap < 3; tap++) await user.click(within(line).getByRole('button', { name: 'Increase quantity' }));

    // Nothing answered yet: the line already shows five and its price, paying waits, and one change is out.
    expect(within(line).getByRole('group', { name: `Quantity of ${oud.name}` })).toHaveTextContent('5');
    expect(within(line).getByText('₹12,495.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
    expect(within(line).getByRole('button', { name: 'Remove from Cart' })).toBeDisabled();
    await waitFor(() => expect(held).toHaveLength(1));

    for (const quantity of [3, 4, 5]) {
      expect(held.map((change) => change.quantity)).toEqual([quantity]);
      held.shift()!.answer();
      if (quantity < 5) await waitFor(() => expect(held).toHaveLength(1));
    }
    expect(await screen.findByRole('link', { name: 'Proceed to Pay' })).toBeInTheDocument();
    expect(screen.getByText('Total (5 items)')).toBeInTheDocument();
    expect(within(line).getByRole('group', { name: `Quantity of ${oud.name}` })).toHaveTextContent('5');
    // The cart was read once, after the last change, not after each.
    expect(cartReads(calls) - readsBefore).toBe(1);
  });

  it("flags a line the airport cannot supply with the server's reason, leaves it out of the total and blocks paying", async () => {
    cartServer([
      buildCartItem({ id: 11, quantity: 1, productResponseDTO: oud }),
      buildCartItem({ id: 12, quantity: 5, productResponseDTO: rose, available: false, problem: 'Only 2 left at COK' }),
    ]);
    const line = await lineOf(rose.name);
    expect(within(line).getByText('Only 2 left at COK')).toBeInTheDocument();
    expect(line).toHaveAccessibleDescription(/Only 2 left at COK/);
    expect(within(line).getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Total (1 item)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
  });

  it('removes a line with the Remove from Cart button', async () => {
    const { user, calls } = cartServer([buildCartItem({ id: 11, quantity: 3, productResponseDTO: oud })]);
    await user.click(within(await lineOf(oud.name)).getByRole('button', { name: 'Remove from Cart' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/cart/remove/11')).toBe(true);
  });

  it('says why a change failed', async () => {
    const { user } = cartServer([buildCartItem({ id: 11, quantity: 2, productResponseDTO: oud })], {
      'PUT /api/cart/updateQuantity?cartId=11&quantity=3': apiError(409, 'OUT_OF_STOCK', 'Only 2 left at COK'),
      'DELETE /api/cart/remove/11': apiError(404, 'NOT_FOUND', 'Item not found in cart'),
    });
    const line = await lineOf(oud.name);
    await user.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Failed to update item quantity: Only 2 left at COK')).toBeInTheDocument();
    // The tap showed 3 at once; refused, the line is back at what the server holds.
    expect(within(line).getByRole('group', { name: `Quantity of ${oud.name}` })).toHaveTextContent('2');
    await user.click(within(line).getByRole('button', { name: 'Remove from Cart' }));
    expect(await screen.findByText('Failed to remove item: Item not found in cart')).toBeInTheDocument();
  });

  it('shows the load failure in the words of SPEC §8, after one retry', async () => {
    const { calls } = cartServer([], { 'GET /api/cart/CartDetails': apiError(500, 'INTERNAL', 'Database down') });
    expect(await screen.findByRole('heading', { name: 'Error Loading Cart Details: Database down' })).toBeInTheDocument();
    expect(cartReads(calls)).toBe(2);
  });

  it('asks a visitor without a session to log in', async () => {
    mockApi({});
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/user/cart']}>
          <CartRoute />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Please log in to view your cart.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
