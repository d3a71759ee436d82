import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@arrival/contracts/common';
import { STAFF_PAGE_MAX, staffTabStatuses, type StaffOrder } from '@arrival/contracts/staff';
import { renderApp } from '../../../test/render';
import { apiError, mockApi } from '../../../test/mock-api';
import { airports, buildUser } from '../../../test/factories';
import { buildStaffOrder, buildStaffOrderLine } from '../../../test/staff-factories';
import type { StaffTabStatus } from '../staff-tabs';
import { PHONE_QUERY } from '../use-media-query';

/** A server-sent event stream the test writes to. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller?.enqueue(encoder.encode(text)),
  };
}

const listPath = (status: StaffTabStatus) => `/api/orders/get-order?type=${status}`;
const uncollectedPath = '/api/orders/uncollected';

interface BoardOptions {
  orders?: Partial<Record<StaffTabStatus, StaffOrder[]>>;
  /** What the uncollected endpoint answers; none unless given. */
  uncollected?: StaffOrder[];
  role?: Role;
  /** Extra answers, or a function making them from the fake server's orders (to move them). */
  routes?: Parameters<typeof mockApi>[0] | ((state: BoardState) => Parameters<typeof mockApi>[0]);
}

/** The board's orders as the fake server holds them; moves made through it change them. */
type BoardState = Record<StaffTabStatus, StaffOrder[]>;

/** A PUT route that moves the order on the fake server and answers with it, as the real one does. */
function moveOn(state: BoardState, orderId: number, from: StaffTabStatus, to: StaffTabStatus) {
  return () => {
    const order = state[from].find((candidate) => candidate.id === orderId)!;
    const moved = { ...order, status: to };
    state[from] = state[from].filter((candidate) => candidate.id !== orderId);
    state[to] = [...state[to], moved];
    return { body: moved };
  };
}

/** The staff dashboard as a signed-in member of staff opens it, with the live stream under the test's control. */
function openBoard({ orders = {}, uncollected = [], role = 'STAFF', routes = {} }: BoardOptions = {}) {
  const stream = eventStream();
  const state = Object.fromEntries(staffTabStatuses.map((status) => [status, orders[status] ?? []])) as BoardState;
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ role }) },
    'GET /api/locations': { body: airports },
    ...Object.fromEntries(staffTabStatuses.map((status) => [`GET ${listPath(status)}`, () => ({ body: state[status] })])),
    'GET /api/orders/counts': () => ({
      body: Object.fromEntries(staffTabStatuses.map((status) => [status, state[status].length])),
    }),
    [`GET ${uncollectedPath}`]: { body: uncollected },
    ...(typeof routes === 'function' ? routes(state) : routes),
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/orders/events' ? Promise.resolve(stream.response) : api.fetchMock(input, init),
  );
  const callsTo = (path: string) => api.calls.filter((call) => call.path === path).length;
  const listCalls = (status: StaffTabStatus) => callsTo(listPath(status));
  return { ...renderApp('/staff-dashboard', { token: 't' }), ...api, stream, listCalls, callsTo, state };
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });

async function selectOrder(user: ReturnType<typeof openBoard>['user'], id = 12) {
  await user.click(await screen.findByRole('button', { name: `View order #${id}` }));
  return within(summary()).findByRole('heading', { name: `Order #${id}` });
}

describe('staff dashboard (SPEC §2 orders screen)', () => {
  it('lists new orders and shows the real figures of the one selected', async () => {
    const { user } = openBoard({ orders: { CONFIRMED: [buildStaffOrder()] } });

    const row = await screen.findByRole('row', { name: /#12/ });
    for (const text of ['Asha Menon', '+919876543210', '2030-06-02', '14:30', 'TRV', '₹2,800.00', 'CONFIRMED']) {
      expect(row).toHaveTextContent(text);
    }
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('3');
    expect(within(summary()).getByText('Select an order to view summary')).toBeInTheDocument();

    await selectOrder(user);
    const panel = within(summary());
    expect(panel.getByText('Asha Menon')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(panel.getByText('Trivandrum International Airport (TRV)')).toBeInTheDocument();
    expect(panel.getByText('2 June 2030 at 2:30 pm IST')).toBeInTheDocument();
    expect(panel.getByText('1 June 2030 at 11:30 am IST')).toBeInTheDocument();
    const lines = within(panel.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Rose Attar 12 ml2 × ₹1,250.00');
    expect(lines[0]).toHaveTextContent('₹2,500.00');
    expect(lines[1]).toHaveTextContent('1 × ₹300.00');
    const money = (label: string) => panel.getByText(label).nextElementSibling?.textContent;
    expect([money('Subtotal'), money('Refunded'), money('Total')]).toEqual(['₹2,800.00', '₹0.00', '₹2,800.00']);
  });

  it('clears the selection when the tab changes', async () => {
    const { user } = openBoard({
      orders: { CONFIRMED: [buildStaffOrder()], ACCEPTED: [buildStaffOrder({ id: 13, status: 'ACCEPTED' })] },
    });
    await selectOrder(user);

    await user.click(screen.getByRole('tab', { name: /^Accepted Orders/ }));
    expect(await screen.findByRole('button', { name: 'View order #13' })).toBeInTheDocument();
    expect(within(summary()).getByText('Select an order to view summary')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^New Orders/ }));
    await screen.findByRole('button', { name: 'View order #12' });
    expect(within(summary()).getByText('Select an order to view summary')).toBeInTheDocument();
  });

  it.each<[string, StaffTabStatus, string[]]>([
    ['New Orders', 'CONFIRMED', ['Accept']],
    ['Accepted Orders', 'ACCEPTED', ['Pack']],
    ['Packed Orders', 'PACKED', ['Deliver']],
    ['Delivered Orders', 'DELIVERED', []],
  ])('the %s tab gives %s orders the action %j', async (tab, status, actions) => {
    const { user } = openBoard({ orders: { [status]: [buildStaffOrder({ status })] } });
    await user.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));
    await selectOrder(user);
    const buttons = within(summary())
      .queryAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => ['Accept', 'Pack', 'Deliver'].includes(text ?? ''));
    expect(buttons).toEqual(actions);
  });

  it("shows 'Loading...' while accepting, refreshes the list the order left and follows it to Accepted Orders", async () => {
    let answer: () => void = () => {};
    const { user, listCalls } = openBoard({
      orders: { CONFIRMED: [buildStaffOrder()] },
      routes: (state) => ({
        'PUT /api/orders/12?Status=ACCEPTED': () =>
          new Promise((resolve) => (answer = () => resolve(moveOn(state, 12, 'CONFIRMED', 'ACCEPTED')()))),
      }),
    });
    await selectOrder(user);
    await user.click(within(summary()).getByRole('button', { name: 'Accept' }));

    expect(within(summary()).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    const before = listCalls('CONFIRMED');
    answer();
    expect(await screen.findByText('Order #12 accepted')).toBeInTheDocument();
    // The board follows the order: its new tab is chosen and it stays selected with its summary open.
    expect(await screen.findByRole('tab', { name: /^Accepted Orders/, selected: true })).toBeInTheDocument();
    expect(await within(summary()).findByRole('button', { name: 'Pack' })).toBeEnabled();
    expect(within(summary()).getByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View order #12' })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls('CONFIRMED')).toBeGreaterThan(before);
  });

  it('follows one order through Accept, Pack and Deliver without selecting it again', async () => {
    const { user } = openBoard({
      orders: { CONFIRMED: [buildStaffOrder(), buildStaffOrder({ id: 14, customerName: 'Ravi Kumar' })] },
      routes: (state) => ({
        'PUT /api/orders/12?Status=ACCEPTED': moveOn(state, 12, 'CONFIRMED', 'ACCEPTED'),
        'PUT /api/orders/12?Status=PACKED': moveOn(state, 12, 'ACCEPTED', 'PACKED'),
        'PUT /api/orders/12?Status=DELIVERED&otp=482913': moveOn(state, 12, 'PACKED', 'DELIVERED'),
      }),
    });
    expect(await screen.findByRole('tab', { name: 'New Orders (2)' })).toBeInTheDocument();
    await selectOrder(user);

    await user.click(within(summary()).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('tab', { name: 'Accepted Orders (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New Orders (1)' })).toBeInTheDocument();

    await user.click(await within(summary()).findByRole('button', { name: 'Pack' }));
    expect(await screen.findByRole('tab', { name: 'Packed Orders (1)', selected: true })).toBeInTheDocument();
    expect(within(summary()).getByRole('heading', { name: 'Order #12' })).toBeInTheDocument();

    // The hand-over still asks for the traveller's code.
    await user.click(await within(summary()).findByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver order #12' });
    await user.type(within(dialog).getByLabelText('Pickup code'), '482913{Enter}');
    expect(await screen.findByRole('tab', { name: 'Delivered Orders (1)', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const panel = within(summary());
    expect(panel.getByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
    expect(panel.getByText('DELIVERED')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Packed Orders (0)' })).toBeInTheDocument();
    // The code dialog's button is gone, so focus lands on the order it handed over.
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Order #12' })).toHaveFocus());
  });

  it('shows each tab’s count in its name and keeps the counts live', async () => {
    const { stream, state } = openBoard({
      orders: {
        CONFIRMED: [buildStaffOrder(), buildStaffOrder({ id: 13 })],
        PACKED: [buildStaffOrder({ id: 20, status: 'PACKED' })],
      },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Order status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.getAttribute('aria-label')),
      ).toEqual(['New Orders (2)', 'Accepted Orders (0)', 'Packed Orders (1)', 'Delivered Orders (0)']),
    );
    // The visible text stays the SPEC's tab name with its figure beside it.
    expect(within(tabs).getAllByRole('tab')[0]).toHaveTextContent(/^New Orders2$/);

    stream.send(': connected\n\n');
    state.CONFIRMED = [...state.CONFIRMED, buildStaffOrder({ id: 30 })];
    stream.send(
      `event: order\ndata: ${JSON.stringify({ type: 'order.changed', orderId: 30, status: 'CONFIRMED', locationId: 1 })}\n\n`,
    );
    expect(await screen.findByRole('tab', { name: 'New Orders (3)' })).toBeInTheDocument();
  });

  it('searches every tab by name, phone or id, and opens a chosen result in its own tab', async () => {
    const asha = buildStaffOrder();
    const packed = buildStaffOrder({ id: 20, status: 'PACKED', customerName: 'Asha Thomas', customerPhone: '919222233333' });
    /** The server's matches for a search, a page of each tab; tabs not named have none. */
    const answers = (q: string, matches: Partial<Record<StaffTabStatus, StaffOrder[]>>) =>
      staffTabStatuses.map((status) => [`GET ${listPath(status)}&q=${q}`, { body: matches[status] ?? [] }]);
    const { user, calls } = openBoard({
      orders: {
        CONFIRMED: [asha, buildStaffOrder({ id: 13, customerName: 'Ravi Kumar', customerPhone: '919000011111' })],
        PACKED: [packed],
        DELIVERED: [buildStaffOrder({ id: 5, status: 'DELIVERED', customerName: 'Meera Nair' })],
      },
      routes: Object.fromEntries([
        ...answers('asha', { CONFIRMED: [asha], PACKED: [packed] }),
        ...answers('33333', { PACKED: [packed] }),
        ...answers('Nobody', {}),
        ...answers('20', { PACKED: [packed] }),
      ]),
    });
    await screen.findByRole('button', { name: 'View order #12' });
    const search = screen.getByLabelText('Search');

    await user.type(search, 'asha');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('2 orders match “asha” across all tabs')).toBeInTheDocument();
    const rows = within(results).getAllByRole('button', { name: /^View order/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['View order #12', 'View order #20']);
    expect(within(results).getByText('PACKED')).toBeInTheDocument();
    // No tab is chosen while the results come from all of them.
    expect(screen.queryByRole('tab', { selected: true })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '33333');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(`${listPath('DELIVERED')}&q=33333`));
    expect(await screen.findByText('1 order matches “33333” across all tabs')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Nobody');
    expect(await screen.findByText('No orders match “Nobody”')).toBeInTheDocument();
    expect(screen.queryByText('No new orders.')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '#20');
    await screen.findByText('1 order matches “#20” across all tabs');
    await user.click(screen.getByRole('button', { name: 'View order #20' }));
    expect(await screen.findByRole('tab', { name: /^Packed Orders/, selected: true })).toBeInTheDocument();
    expect(await within(summary()).findByRole('heading', { name: 'Order #20' })).toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: 'Deliver' })).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('reads a tab longer than a page a page at a time, and starts again at the first in another tab', async () => {
    const later = buildStaffOrder({ id: 70, customerName: 'Ravi Kumar' });
    const { user } = openBoard({
      orders: { CONFIRMED: [buildStaffOrder()], ACCEPTED: [buildStaffOrder({ id: 13, status: 'ACCEPTED' })] },
      routes: {
        'GET /api/orders/counts': { body: { CONFIRMED: 120, ACCEPTED: 1, PACKED: 0, DELIVERED: 0 } },
        [`GET ${listPath('CONFIRMED')}&page=1`]: { body: [later] },
        [`GET ${listPath('CONFIRMED')}&page=2`]: { body: [buildStaffOrder({ id: 130 })] },
      },
    });
    await screen.findByRole('button', { name: 'View order #12' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('button', { name: 'View order #70' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View order #12' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(await screen.findByRole('button', { name: 'View order #130' })).toBeInTheDocument();

    // An order chosen on one page stays in the summary while another page is read.
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await selectOrder(user, 70);
    await user.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(await screen.findByRole('button', { name: 'View order #12' })).toBeInTheDocument();
    expect(within(summary()).getByRole('heading', { name: 'Order #70' })).toBeInTheDocument();
    expect(within(summary()).getByText('Ravi Kumar')).toBeInTheDocument();

    // Another tab, and back, starts again at the first page.
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Accepted Orders/ }));
    expect(await screen.findByRole('button', { name: 'View order #13' })).toBeInTheDocument();
    expect(screen.queryByText(/^Page \d/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^New Orders/ }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View order #12' })).toBeInTheDocument();
  });

  it('follows a moved order into its new tab when the first page there does not hold it', async () => {
    const others = Array.from({ length: 3 }, (_, i) => buildStaffOrder({ id: 40 + i, status: 'ACCEPTED' }));
    const { user } = openBoard({
      orders: { CONFIRMED: [buildStaffOrder()] },
      routes: (state) => ({
        'PUT /api/orders/12?Status=ACCEPTED': moveOn(state, 12, 'CONFIRMED', 'ACCEPTED'),
        // The accepted tab's first page is full of orders picked up sooner.
        [`GET ${listPath('ACCEPTED')}`]: { body: others },
        'GET /api/orders/12': () => ({ body: state.ACCEPTED.find((order) => order.id === 12) }),
      }),
    });
    await selectOrder(user);
    await user.click(within(summary()).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('tab', { name: /^Accepted Orders/, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View order #40' })).toBeInTheDocument();
    expect(within(summary()).getByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
    expect(await within(summary()).findByRole('button', { name: 'Pack' })).toBeEnabled();
  });

  it('says when more orders match a search than a tab’s page shows', async () => {
    const many = Array.from({ length: STAFF_PAGE_MAX }, (_, i) => buildStaffOrder({ id: 100 + i, customerName: 'Anu' }));
    const answers = (q: string, confirmed: StaffOrder[]) =>
      staffTabStatuses.map((status) => [`GET ${listPath(status)}&q=${q}`, { body: status === 'CONFIRMED' ? confirmed : [] }]);
    const { user } = openBoard({
      orders: { CONFIRMED: [buildStaffOrder()] },
      routes: Object.fromEntries([...answers('anu', many), ...answers('asha', [buildStaffOrder()])]),
    });
    await screen.findByRole('button', { name: 'View order #12' });
    const search = screen.getByLabelText('Search');
    await user.type(search, 'anu');
    expect(
      await screen.findByText(
        '50 orders match “anu” across all tabs More may match than are shown: add to the search, or choose an airport or pickup date.',
      ),
    ).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'asha');
    expect(await screen.findByText('1 order matches “asha” across all tabs')).toBeInTheDocument();
  });

  it('lists orders as cards on a phone, with the total and status on each', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === PHONE_QUERY,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const { user } = openBoard({ orders: { CONFIRMED: [buildStaffOrder()] } });
    const card = await screen.findByRole('button', { name: 'View order #12' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveAccessibleDescription(
      /Asha Menon.*₹2,800\.00.*\+919876543210.*3 items.*Pickup 2030-06-02 14:30 IST · TRV/,
    );
    expect(card).toHaveTextContent('CONFIRMED');
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(await within(summary()).findByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
  });

  it('shows why a move failed, for example when another counter moved the order first', async () => {
    const { user } = openBoard({
      orders: { CONFIRMED: [buildStaffOrder()] },
      routes: { 'PUT /api/orders/12?Status=ACCEPTED': apiError(409, 'INVALID_TRANSITION', 'Order #12 was already moved') },
    });
    await selectOrder(user);
    await user.click(within(summary()).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order #12 was already moved')).toBeInTheDocument();
  });

  it('hands over only against a 6-digit code and shows the server’s answer to a wrong one', async () => {
    const { user, calls } = openBoard({
      orders: { PACKED: [buildStaffOrder({ status: 'PACKED' })] },
      routes: {
        'PUT /api/orders/12?Status=DELIVERED&otp=123456': apiError(400, 'VALIDATION_FAILED', 'Wrong pickup code. 4 tries left.'),
      },
    });
    await user.click(await screen.findByRole('tab', { name: /^Packed Orders/ }));
    await selectOrder(user);
    await user.click(within(summary()).getByRole('button', { name: 'Deliver' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deliver order #12' });
    const code = within(dialog).getByLabelText('Pickup code');
    await user.type(code, '12ab3');
    expect(code).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the 6-digit pickup code');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(code, '4567');
    expect(code).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong pickup code. 4 tries left.');
  });

  it('delivers with the right code and closes the code entry', async () => {
    const { user } = openBoard({
      orders: { PACKED: [buildStaffOrder({ status: 'PACKED' })] },
      routes: { 'PUT /api/orders/12?Status=DELIVERED&otp=482913': { body: buildStaffOrder({ status: 'DELIVERED' }) } },
    });
    await user.click(await screen.findByRole('tab', { name: /^Packed Orders/ }));
    await selectOrder(user);
    await user.click(within(summary()).getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver order #12' });
    await user.type(within(dialog).getByLabelText('Pickup code'), '482913{Enter}');
    expect(await screen.findByText('Order #12 delivered')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a locked hand-over, and only an admin can unlock it', async () => {
    const locked = buildStaffOrder({ status: 'PACKED', handoverLocked: true });
    const staff = openBoard({ orders: { PACKED: [locked] } });
    await staff.user.click(await screen.findByRole('tab', { name: /^Packed Orders/ }));
    await selectOrder(staff.user);
    expect(
      within(summary()).getByText(/Hand-over locked after 5 wrong pickup codes\. An admin must unlock it\./),
    ).toBeInTheDocument();
    expect(within(summary()).queryByRole('button', { name: 'Deliver' })).not.toBeInTheDocument();
    expect(within(summary()).queryByRole('button', { name: 'Unlock hand-over' })).not.toBeInTheDocument();
    staff.unmount();

    const admin = openBoard({
      role: 'ADMIN',
      orders: { PACKED: [locked] },
      routes: { 'PUT /api/orders/12/unlock-handover': { body: { message: 'Hand-over unlocked' } } },
    });
    await admin.user.click(await screen.findByRole('tab', { name: /^Packed Orders/ }));
    await selectOrder(admin.user);
    await admin.user.click(within(summary()).getByRole('button', { name: 'Unlock hand-over' }));
    expect(await screen.findByText('Hand-over unlocked')).toBeInTheDocument();
  });

  it('asks before marking a line unavailable and refunding it', async () => {
    const refunded = buildStaffOrder({
      products: [
        buildStaffOrderLine({ unavailable: true }),
        buildStaffOrderLine({ itemId: 502, name: 'Banana Chips 500 g', price: 300, qty: 1 }),
      ],
      refunded: 2500,
      total: 300,
    });
    const { user, calls } = openBoard({
      orders: { CONFIRMED: [buildStaffOrder()] },
      routes: { 'POST /api/orders/12/items/501/unavailable': { body: refunded } },
    });
    await selectOrder(user);
    await user.click(within(summary()).getByRole('button', { name: 'Mark Rose Attar 12 ml unavailable' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Mark Rose Attar 12 ml unavailable and refund ₹2,500.00 to the customer?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark unavailable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/orders/12/items/501/unavailable')).toBe(true);
  });

  it('offers no unavailable action once the order is packed', async () => {
    const { user } = openBoard({ orders: { PACKED: [buildStaffOrder({ status: 'PACKED' })] } });
    await user.click(await screen.findByRole('tab', { name: /^Packed Orders/ }));
    await selectOrder(user);
    expect(within(summary()).queryByRole('button', { name: /unavailable/ })).not.toBeInTheDocument();
  });

  it('shows a failed list in red with a retry', async () => {
    openBoard({ routes: { [`GET ${listPath('CONFIRMED')}`]: apiError(403, 'FORBIDDEN', 'Failed to fetch orders') } });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to fetch orders');
    expect(error).toHaveClass('text-destructive');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends the airport, pickup day and search to the server', async () => {
    const { user, calls } = openBoard();
    await screen.findByText('No new orders.');
    await user.selectOptions(screen.getByLabelText('Airport'), 'Calicut International Airport (CCJ)');
    await user.type(screen.getByLabelText('Pickup date'), '2030-06-02');
    await user.type(screen.getByLabelText('Search'), '98765');
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        '/api/orders/get-order?type=CONFIRMED&locationId=3&date=2030-06-02&q=98765',
      ),
    );
  });

  it('goes live, refreshes on each order event and announces a new order once', async () => {
    const { stream, listCalls } = openBoard({ orders: { CONFIRMED: [buildStaffOrder()] } });
    await screen.findByRole('button', { name: 'View order #12' });
    stream.send(': connected\n\n');
    expect(await screen.findByText('Live')).toBeInTheDocument();

    const before = listCalls('CONFIRMED');
    const event = (orderId: number, arrived?: true) =>
      `event: order\ndata: ${JSON.stringify({ type: 'order.changed', orderId, status: 'CONFIRMED', locationId: 1, arrived })}\n\n`;
    stream.send(event(99, true));
    expect(await screen.findByText('New order #99')).toBeInTheDocument();
    await waitFor(() => expect(listCalls('CONFIRMED')).toBeGreaterThan(before));

    // Later events of new orders (a refunded line, the traveller landing) are changes, whether or not the
    // order is on the page on screen.
    stream.send(event(12) + event(99));
    await waitFor(() => expect(listCalls('CONFIRMED')).toBeGreaterThan(before + 1));
    expect(screen.queryByText('New order #12')).not.toBeInTheDocument();
    expect(screen.getAllByText('New order #99')).toHaveLength(1);
  });

  describe('uncollected orders', () => {
    const overdue = (overrides: Partial<StaffOrder> = {}) =>
      buildStaffOrder({
        id: 20,
        status: 'PACKED',
        customerName: 'Ravi Kumar',
        customerPhone: '919000011111',
        uncollected: true,
        ...overrides,
      });
    const section = () => screen.getByRole('region', { name: 'Uncollected orders' });

    it('lists them in their own section and opens one in its tab with its summary', async () => {
      const { user } = openBoard({
        orders: { CONFIRMED: [buildStaffOrder()], PACKED: [overdue()] },
        uncollected: [overdue()],
      });
      const button = await screen.findByRole('button', { name: 'View uncollected order #20' });
      expect(within(section()).getByRole('heading', { name: 'Uncollected orders' })).toBeInTheDocument();
      expect(section()).toHaveTextContent('1 order is still open more than 6 hours after pickup.');
      expect(button).toHaveAccessibleDescription(/PACKED.*Ravi Kumar.*\+919000011111.*Pickup 2030-06-02 14:30 IST · TRV/);
      // The main list's buttons keep their own names.
      expect(await screen.findByRole('button', { name: 'View order #12' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'View order #20' })).not.toBeInTheDocument();

      await user.click(button);
      expect(await screen.findByRole('tab', { name: /^Packed Orders/, selected: true })).toBeInTheDocument();
      expect(await within(summary()).findByRole('heading', { name: 'Order #20' })).toBeInTheDocument();
      expect(within(summary()).getByRole('button', { name: 'Deliver' })).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'View order #20' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('shows no section when none are uncollected', async () => {
      const { callsTo } = openBoard({ orders: { CONFIRMED: [buildStaffOrder()] } });
      await screen.findByRole('button', { name: 'View order #12' });
      await waitFor(() => expect(callsTo(uncollectedPath)).toBeGreaterThan(0));
      expect(screen.queryByRole('region', { name: 'Uncollected orders' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^View uncollected order/ })).not.toBeInTheDocument();
    });

    it('keeps an opened one in the summary when the chosen pickup day leaves it out of its tab', async () => {
      const { user } = openBoard({
        orders: { CONFIRMED: [buildStaffOrder(), overdue({ status: 'CONFIRMED' })] },
        uncollected: [overdue({ status: 'CONFIRMED' })],
        routes: { [`GET ${listPath('CONFIRMED')}&date=2030-06-05`]: { body: [buildStaffOrder()] } },
      });
      await screen.findByRole('button', { name: 'View order #20' });
      await user.type(screen.getByLabelText('Pickup date'), '2030-06-05');
      // The day's list has settled without the uncollected order.
      await waitFor(() => expect(screen.queryByRole('button', { name: 'View order #20' })).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'View uncollected order #20' }));
      const panel = within(summary());
      expect(panel.getByRole('heading', { name: 'Order #20' })).toBeInTheDocument();
      expect(panel.getByText('Ravi Kumar')).toBeInTheDocument();
      expect(panel.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    });

    it('follows the board’s airport and refreshes on each order event', async () => {
      const { user, stream, callsTo } = openBoard({
        uncollected: [overdue()],
        routes: { [`GET ${uncollectedPath}?locationId=3`]: { body: [] } },
      });
      await screen.findByRole('button', { name: 'View uncollected order #20' });
      stream.send(': connected\n\n');
      await screen.findByText('Live');

      const before = callsTo(uncollectedPath);
      stream.send(
        `event: order\ndata: ${JSON.stringify({ type: 'order.changed', orderId: 20, status: 'PACKED', locationId: 2 })}\n\n`,
      );
      await waitFor(() => expect(callsTo(uncollectedPath)).toBeGreaterThan(before));

      await user.selectOptions(screen.getByLabelText('Airport'), 'Calicut International Airport (CCJ)');
      await waitFor(() => expect(callsTo(`${uncollectedPath}?locationId=3`)).toBeGreaterThan(0));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Uncollected orders' })).not.toBeInTheDocument());
    });

    it('refreshes the section after a move made on the board', async () => {
      const { user, callsTo } = openBoard({
        orders: { PACKED: [overdue()] },
        uncollected: [overdue()],
        routes: (state) => ({ 'PUT /api/orders/20?Status=DELIVERED&otp=482913': moveOn(state, 20, 'PACKED', 'DELIVERED') }),
      });
      await user.click(await screen.findByRole('button', { name: 'View uncollected order #20' }));
      const before = callsTo(uncollectedPath);
      await user.click(await within(summary()).findByRole('button', { name: 'Deliver' }));
      const dialog = await screen.findByRole('dialog', { name: 'Deliver order #20' });
      await user.type(within(dialog).getByLabelText('Pickup code'), '482913{Enter}');
      expect(await screen.findByRole('tab', { name: /^Delivered Orders/, selected: true })).toBeInTheDocument();
      await waitFor(() => expect(callsTo(uncollectedPath)).toBeGreaterThan(before));
    });
  });
});
