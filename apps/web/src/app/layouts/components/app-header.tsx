import type { ReactNode } from 'react';
import { Brand } from './brand';
import { NavDrawer } from './nav-drawer';

/**
 * The signed-in screens' top bar: the menu button below md, the logo, and `children` at the end. index.html
 * draws it without `children` before the app runs (app/prerender/render.tsx), so the app's first screen
 * takes its place without moving it.
 */
export function AppHeader({ home, children }: { home: string; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-background/85 backdrop-blur-md">
      <div className="flex h-full items-center gap-2 px-3 sm:px-5">
        <NavDrawer />
        <Brand to={home} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">{children}</div>
      </div>
    </header>
  );
}
