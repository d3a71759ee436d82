import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWaitingWorker, wasUpdateRequested } from './service-worker-updates';
import { UpdatePrompt } from './update-prompt';

afterEach(() => {
  setWaitingWorker(null);
  sessionStorage.clear();
});

describe('UpdatePrompt', () => {
  it('offers a waiting release and lets it take over only when the traveller taps Update', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt />
      </I18nProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    act(() => setWaitingWorker(worker));
    // The note's code loads once a release is waiting.
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of Arrival Shop is ready');
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(wasUpdateRequested()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(wasUpdateRequested()).toBe(true);
    // The page reloads once the release has taken over; until then the button says so and cannot be tapped twice.
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
  });

  it('says the update is under way on a page reloaded during it', async () => {
    sessionStorage.setItem('update-reloads', '1');
    render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt />
      </I18nProvider>,
    );
    act(() => setWaitingWorker({ postMessage: vi.fn() } as unknown as ServiceWorker));
    expect(await screen.findByRole('button', { name: 'Updating…' })).toBeDisabled();
  });
});
