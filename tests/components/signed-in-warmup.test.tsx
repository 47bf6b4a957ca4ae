/** @styles-in-document: what the warm-up leaves behind is the page's style rules. */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { SignedInWarmup } from '@/components/signed-in-warmup';

/** The @keyframes rules in the page's style sheets (Emotion inserts them through the CSSOM). */
const keyframesNames = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule.cssText.startsWith('@keyframes'))
    .map((rule) => rule.cssText.split(/\s+/)[1]);

describe('SignedInWarmup', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as never;
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    cleanup(); // before the idle callback goes: unmounting cancels the one still waiting
    delete (window as Partial<typeof window>).requestIdleCallback;
    delete (window as Partial<typeof window>).cancelIdleCallback;
  });

  it('inserts the ripple and progress @keyframes once the page is idle, and leaves nothing drawn', async () => {
    const { container } = render(
      <main>
        <button type="button">Next page</button>
        <SignedInWarmup />
      </main>,
    );
    const before = keyframesNames();

    act(() => idle.splice(0).forEach((callback) => callback()));

    // A ripple's enter, exit and pulsate, a progress bar's two: five @keyframes new to the page.
    await waitFor(() => expect(keyframesNames().length).toBeGreaterThanOrEqual(before.length + 5));
    // Once drawn, the pieces are taken away (they were outside the page's root, hidden): the page
    // is as it was, with the rules kept.
    await waitFor(() => expect(document.body.querySelector('[inert]')).toBeNull());
    expect(document.body.querySelector('.MuiTouchRipple-root, .MuiMenu-root')).toBeNull();
    expect(container.innerHTML).toBe('<main><button type="button">Next page</button></main>');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(keyframesNames().length).toBeGreaterThanOrEqual(before.length + 5);
  });

  it('does nothing where the browser has no idle callback', async () => {
    delete (window as Partial<typeof window>).requestIdleCallback;
    const before = keyframesNames().length;
    const { container } = render(<SignedInWarmup />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(keyframesNames()).toHaveLength(before);
  });
});
