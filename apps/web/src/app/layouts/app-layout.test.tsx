import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import type { Role } from '@arrival/contracts/common';
import type { User } from '@arrival/contracts/user';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/mock-api';
import { airports, buildUser } from '../../test/factories';
import { buildCart, buildCartItem } from '../../test/shop-factories';
import { routes } from '../router';

function renderAs(path: string, overrides: Partial<User> & { role: Role }, extra: Parameters<typeof mockApi>[0] = {}) {
  const { calls } = mockApi({
    ...extra,
    'GET /api/user/getUserDetails': {
      body: buildUser({ pickUpLocation: 1, arrivalDate: '2099-01-01T04:30:00.000Z', ...overrides }),
    },
    'GET /api/locations': { body: airports },
  });
  return { ...renderApp(path, { token: 'stored' }), calls };
}

const navLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('signed-in layout (SPEC §2 "Shared layout")', () => {
  it('gives shoppers their sidebar, marks the current page, and shows the saved pickup', async () => {
    renderAs('/user/map', { role: 'USER' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(navLinks(nav)).toEqual(['Shopping', 'Cart', 'My Orders', 'Wishlist', 'Notifications', 'Delivery Points', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Delivery Points' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Cart' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('Kochi (COK)')).toBeInTheDocument();
    expect(screen.getByText('2099-01-01 10:00 IST')).toBeInTheDocument();
  });

  it('gives admins the admin sidebar and staff only their dashboard', async () => {
    const { unmount } = renderAs('/admin-dashboard', { role: 'ADMIN' });
    expect(navLinks(await screen.findByRole('navigation', { name: 'Main' }))).toEqual([
      'Dashboard',
      'Stock Management',
      'Stock Analytics',
      'Pickup Counters',
      'Staff Dashboard',
    ]);
    unmount();
    renderAs('/staff-dashboard', { role: 'STAFF' });
    expect(navLinks(await screen.findByRole('navigation', { name: 'Main' }))).toEqual(['Staff Dashboard']);
  });

  it('opens the navigation as a drawer that Escape closes', async () => {
    const { user } = renderAs('/user/settings', { role: 'USER' });
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(within(drawer).getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer when a page is chosen in it', async () => {
    const { user, history } = renderAs('/user/settings', { role: 'USER' });
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Delivery Points' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/user/map');
  });

  describe("what a traveller's page shows first, asked for before it is opened", () => {
    const openOrders = 'GET /api/orders/history?type=current';
    const firstLists = [openOrders, 'GET /api/wishlist', 'GET /api/counters'];
    const renderShopper = () => {
      const rendered = renderAs(
        '/user/settings',
        { role: 'USER' },
        Object.fromEntries(firstLists.map((list) => [list, { body: [] }])),
      );
      const askedFor = (list: string) => rendered.calls.filter((call) => `${call.method} ${call.path}` === list);
      return { ...rendered, asked: () => askedFor(openOrders), askedFor };
    };
    const openDrawer = async (user: ReturnType<typeof renderShopper>['user']) => {
      await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
      return screen.findByRole('dialog', { name: 'Navigation menu' });
    };

    it('as the phone drawer opens: the open orders, the wishlist and the counters, once each', async () => {
      const { user, askedFor } = renderShopper();
      await screen.findByRole('button', { name: 'Open navigation menu' });
      for (const list of firstLists) expect(askedFor(list)).toHaveLength(0);
      await openDrawer(user);
      await waitFor(() => {
        for (const list of firstLists) expect(askedFor(list), list).toHaveLength(1);
      });
    });

    describe('with Save-Data on', () => {
      beforeEach(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
      afterEach(() => Reflect.deleteProperty(navigator, 'connection'));

      it('not as the drawer opens, only when a finger or pointer reaches a link', async () => {
        const { user, askedFor } = renderShopper();
        const drawer = await openDrawer(user);
        await new Promise((resolve) => setTimeout(resolve, 50));
        for (const list of firstLists) expect(askedFor(list), list).toHaveLength(0);
        await user.hover(within(drawer).getByRole('link', { name: 'Wishlist' }));
        await waitFor(() => expect(askedFor('GET /api/wishlist')).toHaveLength(1));
        expect(askedFor(openOrders)).toHaveLength(0);
      });
    });

    const myOrdersLink = async () =>
      within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My Orders' });

    it('when a pointer reaches the link in the sidebar, once while the list is fresh', async () => {
      const { user, asked } = renderShopper();
      const myOrders = await myOrdersLink();
      expect(asked()).toHaveLength(0);
      await user.hover(myOrders);
      await waitFor(() => expect(asked()).toHaveLength(1));
      await user.unhover(myOrders);
      await user.hover(myOrders);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked()).toHaveLength(1);
    });

    it('when the keyboard reaches the link', async () => {
      const { asked } = renderShopper();
      const myOrders = await myOrdersLink();
      expect(asked()).toHaveLength(0);
      myOrders.focus();
      await waitFor(() => expect(asked()).toHaveLength(1));
    });
  });

  it('shows the first letter of the name in the avatar, and the name and e-mail in its menu', async () => {
    const { user } = renderAs('/user/settings', { role: 'USER', name: 'asha', email: 'asha@example.com' });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('A');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('asha')).toBeInTheDocument();
    expect(within(menu).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toBeChecked();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(sessionStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it("falls back to 'U' and 'User' without a name", async () => {
    const { user } = renderAs('/staff-dashboard', { role: 'STAFF', name: null, email: null });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('U');
    await user.click(trigger);
    expect(within(await screen.findByRole('menu')).getByText('User')).toBeInTheDocument();
  });

  it('keeps the footer collapsed until asked, with Quick Links for shoppers only', async () => {
    const { user, unmount } = renderAs('/user/settings', { role: 'USER' });
    const toggle = await screen.findByRole('button', { name: /Help, legal & contact/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Quick Links' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Arrival Shop`)).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Cancellation & Refunds' })).toHaveAttribute('href', '/refund-policy');
    expect(within(footer).getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/aboutus#contact');
    expect(within(footer).getByRole('link', { name: 'support@arrivalshop.in' })).toHaveAttribute(
      'href',
      'mailto:support@arrivalshop.in',
    );
    unmount();

    const admin = renderAs('/admin-dashboard', { role: 'ADMIN' });
    await admin.user.click(await screen.findByRole('button', { name: /Help, legal & contact/ }));
    expect(screen.queryByRole('heading', { name: 'Quick Links' })).not.toBeInTheDocument();
  });
});

describe('header shortcuts', () => {
  const unread = (count: number) => ({
    body: {
      notifications: Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        title: 'Order packed',
        content: 'Ready at the counter',
        time: '2030-06-01T06:30:00.000Z',
        read: false,
        orderId: null,
      })),
      unreadCount: count,
    },
  });

  it('shows the cart count and unread notifications as named links, one tap from every shopper page', async () => {
    renderAs(
      '/user/settings',
      { role: 'USER' },
      {
        'GET /api/cart/CartDetails': { body: buildCart([buildCartItem({ quantity: 3 })]) },
        'GET /api/notifications?filter=unread': unread(2),
      },
    );
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const cart = await within(shortcuts).findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/user/cart');
    expect(cart).toHaveTextContent('3');
    const bell = await within(shortcuts).findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/user/notifications');
    expect(bell).toHaveTextContent('2');
  });

  it('drops the badges at zero and leaves them out for staff', async () => {
    const { unmount } = renderAs(
      '/user/settings',
      { role: 'USER' },
      { 'GET /api/cart/CartDetails': { body: buildCart([]) }, 'GET /api/notifications?filter=unread': unread(0) },
    );
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const cart = await within(shortcuts).findByRole('link', { name: 'Cart, 0 items' });
    expect(cart).toHaveTextContent('');
    expect(within(shortcuts).getByRole('link', { name: 'Notifications' })).toHaveTextContent('');
    unmount();
    renderAs('/staff-dashboard', { role: 'STAFF' });
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
  });
});

describe('links', () => {
  it.each<Role>(['USER', 'ADMIN', 'STAFF'])('every sidebar and footer link of a %s leads to a real route', async (role) => {
    const { user } = renderAs(role === 'USER' ? '/user/settings' : '/staff-dashboard', { role });
    await user.click(await screen.findByRole('button', { name: /Help, legal & contact/ }));
    const internal = screen
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', 'http://app.test'))
      .filter((url) => url.origin === 'http://app.test');
    expect(internal.length).toBeGreaterThan(5);
    for (const { pathname } of internal) {
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
      expect(leaf?.path, pathname).not.toBe('*');
    }
  });
});
