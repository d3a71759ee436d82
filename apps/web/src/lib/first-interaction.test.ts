import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasResolved } from '../test/has-resolved';
import { firstInteraction } from './first-interaction';

afterEach(() => vi.restoreAllMocks());

/** Resolves after the frame that answers an interaction and the task after it. */
const afterItsFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe("the visitor's first interaction", () => {
  it('is not a page being loaded, scrolled by script, focused or moved over', async () => {
    const wait = firstInteraction();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    await afterItsFrame();
    expect(await hasResolved(wait)).toBe(false);
  });

  it.each([
    ['a tap', () => new Event('pointerdown', { bubbles: true })],
    ['a key', () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })],
    ["a screen reader's activation", () => new MouseEvent('click', { bubbles: true })],
  ])('is %s anywhere on the page, once its frame is painted', async (_name, event) => {
    const wait = firstInteraction();
    let resolved = false;
    void wait.then(() => (resolved = true));
    const button = document.body.appendChild(document.createElement('button'));
    button.dispatchEvent(event());
    // Not in the task that answers the interaction.
    await Promise.resolve();
    expect(resolved).toBe(false);
    await afterItsFrame();
    await expect(wait).resolves.toBeUndefined();
    button.remove();
  });

  it('is not a tap or key on a control that reloads the page', async () => {
    const wait = firstInteraction();
    const note = document.body.appendChild(document.createElement('div'));
    note.setAttribute('data-reloads-page', '');
    const update = note.appendChild(document.createElement('button'));
    update.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    update.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    update.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await afterItsFrame();
    expect(await hasResolved(wait)).toBe(false);
    // A later tap elsewhere still is.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await afterItsFrame();
    await expect(wait).resolves.toBeUndefined();
    note.remove();
  });

  it('stops listening once it has been heard', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const wait = firstInteraction();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await afterItsFrame();
    await wait;
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['click', 'keydown', 'pointerdown']);
  });
});
