import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('the screen broke');
}

let navigate: (path: string) => void = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('RouteErrorBoundary', () => {
  it("shows a failed screen's error in its place, and draws the screens again at the next address", async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Navigator />
        <RouteErrorBoundary fallback={(error) => <p role="alert">{(error as Error).message}</p>}>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>Fine</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('the screen broke');
    // React reports the error it caught; that report is expected here.
    expect(vi.mocked(console.error)).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();

    await act(async () => navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
