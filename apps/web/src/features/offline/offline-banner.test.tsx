import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_BANNER_TEXT, OfflineBanner } from './offline-banner';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineBanner', () => {
  it('says the orders are still here while the device is offline, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BANNER_TEXT);

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(OFFLINE_BANNER_TEXT)).not.toBeInTheDocument();
  });
});
