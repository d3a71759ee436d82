import { Outlet, ScrollRestoration } from 'react-router';

/** Every screen: new pages start at the top, and #hash links scroll to their section. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
