import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@arrival/contracts/notifications';
import { renderApp } from '../../../test/render';
import { apiError, mockApi } from '../../../test/mock-api';
import { airports, buildUser } from '../../../test/factories';
import { buildNotification } from '../../../test/staff-factories';

const unreadPath = 'GET /api/notifications?filter=unread';
const allPath = 'GET /api/notifications?filter=all';

const listOf = (notifications: Notification[]) => ({
  body: { notifications, unreadCount: notifications.filter((n) => !n.read).length },
});

function openNotifications(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ pickUpLocation: 1, arrivalDate: '2099-01-01T10:00:00.000Z' }) },
    'GET /api/locations': { body: airports },
    ...routes,
  });
  return { ...renderApp('/user/notifications', { token: 't' }), ...api };
}

const packed = buildNotification();
const collected = buildNotification({
  id: 2,
  title: 'Order #9 collected',
  content: 'Your order was handed over at the counter.',
  time: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  read: true,
  orderId: 9,
});

describe('notifications (SPEC §2 Notifications)', () => {
  it('opens on Unread and shows every notice under All, with relative times and read state', async () => {
    const { user } = openNotifications({ [unreadPath]: listOf([packed]), [allPath]: listOf([packed, collected]) });

    expect(await screen.findByRole('tab', { name: 'Unread', selected: true })).toBeInTheDocument();
    const unread = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(unread).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(unread).getByRole('button', { name: /^Order #12 packed \(unread\) 5 minutes ago Your order/ }),
    ).toHaveTextContent('Your order is packed and waiting at the pickup counter.');
    expect(within(unread).getByText('5 minutes ago')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    const all = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(2));
    const read = within(all).getByRole('button', { name: /Order #9 collected/ });
    expect(read).not.toHaveTextContent('(unread)');
    expect(within(read).getByText('3 days ago')).toBeInTheDocument();
  });

  it('marks a notice read when it is opened and goes to its order', async () => {
    const { user, history, calls } = openNotifications({
      [unreadPath]: listOf([packed]),
      'PUT /api/notifications/1/read': { body: { message: 'Marked as read' } },
      'GET /api/orders/mine/12': apiError(404, 'NOT_FOUND', 'Order not found'),
    });
    await user.click(await screen.findByRole('button', { name: /Order #12 packed/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/track-order/12'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/notifications/1/read')).toBe(true));
  });

  it("marks all as read, leaving 'No notifications found.' under Unread", async () => {
    let notices = [packed];
    const { user } = openNotifications({
      [unreadPath]: () => listOf(notices),
      'PUT /api/notifications/read-all': () => {
        notices = [];
        return { body: { message: 'All marked as read' } };
      },
    });
    await screen.findByRole('button', { name: /Order #12 packed/ });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No notifications found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  describe('shown read at the tap, before the server answers (decision 030)', () => {
    const notice = buildNotification({ id: 3, title: 'Counter hours changed', orderId: null });
    const other = buildNotification({ id: 4, title: 'Order #14 accepted', orderId: 14 });
    /** The server's answer to a mark, held until `answer` is called. */
    function heldAnswer() {
      let answer: (reply: { status?: number; body?: unknown }) => void = () => {};
      const reply = new Promise<{ status?: number; body?: unknown }>((resolve) => (answer = resolve));
      return { route: () => reply, answer: (r: { status?: number; body?: unknown }) => answer(r) };
    }
    const badge = async () =>
      within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Notifications/ });

    it('one notice: its dot goes and the badge counts one fewer at once', async () => {
      const held = heldAnswer();
      const { user } = openNotifications({ [unreadPath]: listOf([notice, other]), 'PUT /api/notifications/3/read': held.route });
      await user.click(await screen.findByRole('button', { name: /^Counter hours changed \(unread\)/ }));
      expect(await screen.findByText('Counter hours changed')).not.toHaveTextContent('(unread)');
      expect(await badge()).toHaveAccessibleName('Notifications 1 unread');
      expect(screen.getByRole('button', { name: /^Order #14 accepted \(unread\)/ })).toBeInTheDocument();
      held.answer({ body: { message: 'Marked as read' } });
    });

    it('one notice refused: back to unread, with the reason', async () => {
      const held = heldAnswer();
      const { user } = openNotifications({ [unreadPath]: listOf([notice, other]), 'PUT /api/notifications/3/read': held.route });
      await user.click(await screen.findByRole('button', { name: /^Counter hours changed \(unread\)/ }));
      expect(await badge()).toHaveAccessibleName('Notifications 1 unread');
      held.answer(apiError(503, 'INTERNAL', 'Failed to mark the notification as read'));
      expect(await screen.findByText('Failed to mark the notification as read')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: /^Counter hours changed \(unread\)/ })).toBeInTheDocument();
      expect(await badge()).toHaveAccessibleName('Notifications 2 unread');
    });

    it('all of them: every dot and the badge go at once, and the button waits', async () => {
      const held = heldAnswer();
      const { user } = openNotifications({
        [unreadPath]: listOf([notice, other]),
        'PUT /api/notifications/read-all': held.route,
      });
      await screen.findByRole('button', { name: /^Counter hours changed \(unread\)/ });
      await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
      const list = await screen.findByRole('list', { name: 'Notifications' });
      await waitFor(() => expect(within(list).queryByText('(unread)')).not.toBeInTheDocument());
      expect(await badge()).toHaveAccessibleName('Notifications');
      expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
      held.answer({ body: { message: 'All marked as read' } });
    });
  });

  it('shows a failed load as an error with Retry, never invented samples', async () => {
    let isDown = true;
    const { user } = openNotifications({
      [unreadPath]: () => (isDown ? apiError(503, 'INTERNAL', 'Failed to fetch notifications') : listOf([packed])),
    });
    // Network and server faults are retried twice before the error shows.
    expect(await screen.findByRole('heading', { name: 'Failed to fetch notifications' }, { timeout: 6_000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Order #12 packed/ })).toBeInTheDocument();
  });

  it('shows the unread count on the sidebar link', async () => {
    openNotifications({ [unreadPath]: listOf([packed, buildNotification({ id: 3 }), buildNotification({ id: 4 })]) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Notifications 3 unread' })).toBeInTheDocument();
  });
});
