import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@arrival/contracts/common';
import { renderApp } from '../test/render';
import { apiError, mockApi } from '../test/mock-api';
import { airports, buildLoginResponse, buildUser } from '../test/factories';
import { isPathAllowed } from './route-tree';
import { loadEveryScreen } from './lazy-screen';
import { routes } from './router';
import { pathAfterLogin } from './routes/login';
import { LANGUAGE_KEY } from '../lib/i18n/language-preference';

const MOBILE = '919876543210';
const future = '2099-01-01T10:00:00.000Z';

function signedInAs(role: Role, overrides = {}) {
  return mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ role, pickUpLocation: 1, arrivalDate: future, ...overrides }) },
    'GET /api/locations': { body: airports },
    'POST /api/user/logout': { status: 204 },
  });
}

const pathOf = (history: ReturnType<typeof renderApp>['history']) => history.location.pathname;

// What these tests wait for is where each path leads, not how long a screen's code takes to compile.
beforeAll(() => loadEveryScreen(routes), 120_000);

describe('routes', () => {
  it('sends / to the login screen', async () => {
    mockApi({});
    const { history } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Login with WhatsApp' })).toBeInTheDocument();
    expect(pathOf(history)).toBe('/login');
  });

  it('shows a real 404 page for unknown paths', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: "This gate doesn't exist" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it.each(['/aboutus', '/privacy-policy', '/terms-and-conditions', '/refund-policy'])('opens %s without login', async (path) => {
    mockApi({});
    const { history } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(pathOf(history)).toBe(path);
  });
});

describe('role guard (SPEC §4)', () => {
  it("shows 'Loading...' while a stored session is checked, then the page", async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockApi({
      'GET /api/user/getUserDetails': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/admin-dashboard', { token: 'stored' });
    // Checked where it is found: the router's wait for the screen's code and the guard's wait for the
    // session are two elements with this text, and the second may replace the first at any moment.
    await waitFor(() => expect(screen.getByText('Loading...')).toBeInTheDocument());
    answer({ body: buildUser({ role: 'ADMIN' }) });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a visitor to /login remembering the page, and returns there after login', async () => {
    mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: {
        body: { status: true, message: 'Sent', resendAfterSeconds: 60, expiresInSeconds: 300 },
      },
      'POST /api/otp/verify': { body: { status: true, message: 'ok', uniqueIdentifier: 'uid' } },
      'POST /api/user/login': { body: buildLoginResponse({ pickUpLocation: 1, arrivalDate: future }) },
      'GET /api/locations': { body: airports },
    });
    const { history, user } = renderApp('/user/map');
    await screen.findByRole('heading', { name: 'Login with WhatsApp' });
    expect(pathOf(history)).toBe('/login');

    await user.type(screen.getByPlaceholderText('Enter phone number'), '9876543210');
    await user.click(screen.getByRole('checkbox', { name: /Terms & Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with WhatsApp' }));
    await screen.findByRole('heading', { name: 'Enter OTP' });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await user.paste('123456');

    expect(await screen.findByRole('heading', { name: 'Delivery Points' })).toBeInTheDocument();
    expect(pathOf(history)).toBe('/user/map');
    expect(sessionStorage.getItem('token')).toBe('token-from-login');
  });

  it.each<[Role, string, string]>([
    ['USER', '/admin-dashboard', '/user/shopping/1'],
    ['STAFF', '/user/cart', '/staff-dashboard'],
    ['STAFF', '/stocks', '/staff-dashboard'],
    ['ADMIN', '/user/cart', '/admin-dashboard'],
  ])('sends a %s away from %s to %s', async (role, from, to) => {
    signedInAs(role);
    const { history } = renderApp(from, { token: 'stored' });
    await waitFor(() => expect(pathOf(history)).toBe(to));
  });

  it('lets ADMIN into the staff dashboard', async () => {
    signedInAs('ADMIN');
    const { history } = renderApp('/staff-dashboard', { token: 'stored' });
    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeInTheDocument();
    expect(pathOf(history)).toBe('/staff-dashboard');
  });

  it('ends the session when the server rejects the stored token', async () => {
    mockApi({ 'GET /api/user/getUserDetails': apiError(401, 'UNAUTHENTICATED', 'Session expired') });
    localStorage.setItem('isUserInfoSet', 'true');
    const { history } = renderApp('/user/cart', { token: 'revoked' });
    await screen.findByRole('heading', { name: 'Login with WhatsApp' });
    expect(pathOf(history)).toBe('/login');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isUserInfoSet')).toBeNull();
  });
});

describe('where login leads', () => {
  it('sends each role to its home', () => {
    expect(pathAfterLogin('ADMIN', null)).toBe('/admin-dashboard');
    expect(pathAfterLogin('STAFF', null)).toBe('/staff-dashboard');
    expect(pathAfterLogin('USER', null)).toBe('/user/shopping');
  });

  it('returns to the remembered page only when the role may open it', () => {
    const from = { pathname: '/user/cart', search: '?x=1', hash: '' };
    expect(pathAfterLogin('USER', { from })).toBe('/user/cart?x=1');
    expect(pathAfterLogin('ADMIN', { from })).toBe('/admin-dashboard');
    expect(pathAfterLogin('ADMIN', { from: { pathname: '/staff-dashboard', search: '', hash: '' } })).toBe('/staff-dashboard');
  });

  it('knows which role may open which path', () => {
    expect(isPathAllowed('ADMIN', '/stocks/4/products/9')).toBe(true);
    expect(isPathAllowed('STAFF', '/stocks/4')).toBe(false);
    expect(isPathAllowed('USER', '/track-order/12')).toBe(true);
    expect(isPathAllowed('STAFF', '/aboutus')).toBe(true);
  });
});

describe('arrival-setup gate under /user', () => {
  it('shows the setup in place of shopping until arrival details exist', async () => {
    signedInAs('USER', { pickUpLocation: null, arrivalDate: null });
    const { history } = renderApp('/user/shopping', { token: 'stored' });
    expect(await screen.findByText('Select when you want to get the baggage delivered')).toBeInTheDocument();
    expect(pathOf(history)).toBe('/user/shopping');
  });

  it('does not stand in front of the other shopper pages', async () => {
    signedInAs('USER', { pickUpLocation: null, arrivalDate: null });
    renderApp('/user/settings', { token: 'stored' });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('lets a returning traveller with a complete profile straight through', async () => {
    signedInAs('USER');
    renderApp('/user/shopping', { token: 'stored' });
    expect(await screen.findByRole('heading', { name: 'Shopping' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('revokes the token, forgets the session and the arrival choice, keeps the theme and language, and shows /login', async () => {
    const { calls } = signedInAs('USER');
    localStorage.setItem('airport', '1');
    localStorage.setItem('arrivalTime', future);
    localStorage.setItem('isUserInfoSet', 'true');
    sessionStorage.setItem('vite-ui-theme', 'dark');
    sessionStorage.setItem('draft', 'x');
    const { history, user } = renderApp('/user/settings', { token: 'stored' });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await screen.findByRole('heading', { name: 'Login with WhatsApp' });
    expect(pathOf(history)).toBe('/login');
    expect(history.location.state).toBeNull();
    expect(calls.find((c) => c.path === '/api/user/logout')).toMatchObject({ method: 'POST', authorization: 'Bearer stored' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('draft')).toBeNull();
    expect(sessionStorage.getItem('vite-ui-theme')).toBe('dark');
    // The device's language is a preference like the theme, not the traveller's session.
    expect(Object.keys(localStorage)).toEqual([LANGUAGE_KEY]);
  });
});
