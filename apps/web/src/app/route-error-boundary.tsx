import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  /** The address the error was met at: moving to another clears it. */
  pathname: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: { error: unknown } | null }> {
  override state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: null });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.failed.error) : this.props.children;
  }
}

/**
 * What a screen that throws while drawing (or whose code cannot be downloaded) shows instead of a blank
 * page; the screens below are drawn again at the next address.
 */
export function RouteErrorBoundary({ fallback, children }: Omit<BoundaryProps, 'pathname'>) {
  const { pathname } = useLocation();
  return (
    <Boundary fallback={fallback} pathname={pathname}>
      {children}
    </Boundary>
  );
}
