import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createAppTheme } from '@/app/theme/create-app-theme';
import { DEFAULT_THEME_SETTINGS } from '@/app/theme/theme-settings';
import type { Direction } from '@/app/theme/theme-settings';
import { HINT_ENTER_DELAY, HINT_GAP, HintTooltip, placeHint } from '@/components/hint-tooltip';

function renderIn(ui: ReactElement, direction: Direction = 'ltr') {
  return render(
    <ThemeProvider theme={createAppTheme({ ...DEFAULT_THEME_SETTINGS, direction })}>
      {ui}
    </ThemeProvider>,
  );
}

/** An icon button named like its hint, as in the header; and a plain one to move focus to. */
function Header({ title = 'Open settings', label = title }: { title?: string; label?: string }) {
  return (
    <>
      <HintTooltip title={title}>
        <IconButton aria-label={label}>⚙</IconButton>
      </HintTooltip>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /Open settings|Settings/ });

describe('HintTooltip', () => {
  describe('with fake timers', () => {
    // `delay: null`: user-event does not advance the fake clock between its steps, so every timer
    // of the hint runs inside the test's own act().
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      // Well past the moment an earlier test's hint closed (a hint right after another is instant).
      jest.advanceTimersByTime(1000);
    });
    afterEach(() => {
      act(() => jest.runOnlyPendingTimers());
      jest.useRealTimers();
    });

    it('shows on hover after a short delay, with the text of its title', async () => {
      const user = userEvent.setup({ delay: null });
      renderIn(<Header />);
      await user.hover(trigger());
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => jest.advanceTimersByTime(HINT_ENTER_DELAY));
      expect(screen.getByRole('tooltip', { name: 'Open settings' })).toBeVisible();
    });

    it('does not show when the pointer passes by quicker than the delay', async () => {
      const user = userEvent.setup({ delay: null });
      renderIn(<Header />);
      await user.hover(trigger());
      await user.unhover(trigger());
      act(() => jest.advanceTimersByTime(HINT_ENTER_DELAY * 5));
      expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it('never shows for a touch (no hint left stuck after a tap)', async () => {
      const user = userEvent.setup({ delay: null });
      renderIn(<Header />);
      // A finger held down (no leave yet), then lifted: neither shows a hint.
      await user.pointer({ keys: '[TouchA>]', target: trigger() });
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('tooltip')).toBeNull();
      await user.pointer({ keys: '[/TouchA]', target: trigger() });
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(trigger()).toHaveFocus();
    });
  });

  it('hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderIn(<Header />);
    await user.hover(trigger());
    expect(await screen.findByRole('tooltip', { name: 'Open settings' })).toBeVisible();
    await user.unhover(trigger());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('stays while the pointer is over the hint itself, and hides once it leaves both', async () => {
    const user = userEvent.setup();
    renderIn(<Header />);
    await user.hover(trigger());
    await user.hover(await screen.findByRole('tooltip'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows at once on keyboard focus and hides on blur', async () => {
    const user = userEvent.setup();
    renderIn(<Header />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(screen.getByRole('tooltip', { name: 'Open settings' })).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is dismissed with Escape, whether shown by focus or by hover, and stays dismissed', async () => {
    const user = userEvent.setup();
    renderIn(<Header />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger()).toHaveFocus();

    await user.hover(trigger());
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, HINT_ENTER_DELAY * 2));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not repeat the name of a trigger labelled with the same text', async () => {
    const user = userEvent.setup();
    renderIn(<Header />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveAttribute('id');
    expect(trigger()).not.toHaveAttribute('aria-describedby');
    expect(trigger()).toHaveAccessibleName('Open settings');
    expect(trigger()).toHaveAccessibleDescription('');
  });

  it('describes a trigger whose name differs from the hint, while the hint shows', async () => {
    const user = userEvent.setup();
    renderIn(<Header title="Mode, colours and layout" label="Settings" />);
    await user.tab();
    const hint = screen.getByRole('tooltip', { name: 'Mode, colours and layout' });
    expect(trigger()).toHaveAttribute('aria-describedby', hint.id);
    expect(trigger()).toHaveAccessibleDescription('Mode, colours and layout');
    await user.tab();
    expect(trigger()).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the trigger’s own handlers and leaves the layout alone (the hint is in a portal)', async () => {
    const user = userEvent.setup();
    const onFocus = jest.fn();
    const onBlur = jest.fn();
    const { container } = renderIn(
      <HintTooltip title="Open settings">
        <IconButton aria-label="Open settings" onFocus={onFocus} onBlur={onBlur}>
          ⚙
        </IconButton>
      </HintTooltip>,
    );
    await user.tab();
    const hint = screen.getByRole('tooltip');
    expect(container).not.toContainElement(hint);
    expect(hint.parentElement).toHaveStyle({ position: 'fixed' });
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('sits after a side-menu icon: to the right in LTR, to the left in RTL', async () => {
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
    const spy = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tooltip'
          ? rect(0, 0, 80, 24)
          : rect(500, 300, 48, 48);
      });
    try {
      for (const [direction, side, left] of [
        ['ltr', 'right', 548],
        ['rtl', 'left', 500 - HINT_GAP - 80],
      ] as const) {
        const user = userEvent.setup();
        const { unmount } = renderIn(
          <HintTooltip title="Users" placement="end">
            <IconButton aria-label="Users">U</IconButton>
          </HintTooltip>,
          direction,
        );
        await user.tab();
        const layer = screen.getByRole('tooltip').parentElement!;
        expect(layer).toHaveAttribute('data-placement', side);
        expect(layer.style.left).toBe(`${left}px`);
        expect(layer.style.top).toBe(`${300 + 24 - 12}px`);
        unmount();
      }
    } finally {
      spy.mockRestore();
    }
  });
});

describe('placeHint', () => {
  const viewport = { width: 1280, height: 800 };
  const box = (left: number, top: number, width = 40, height = 40) => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
  });
  const hint = { width: 100, height: 24 };

  it('centres a hint below its trigger, the gap between them', () => {
    expect(placeHint(box(600, 12), hint, 'bottom', false, viewport)).toEqual({
      side: 'bottom',
      left: 570,
      top: 52,
    });
  });

  it('lines it up with the end of a trigger at the window’s edge, in either direction', () => {
    // The last header button: at the right edge in LTR, at the left edge in RTL.
    expect(placeHint(box(1230, 12), hint, 'bottom', false, viewport)).toMatchObject({
      left: 1270 - 100,
    });
    expect(placeHint(box(10, 12), hint, 'bottom', true, viewport)).toMatchObject({ left: 10 });
  });

  it('stays inside the viewport even when the trigger is partly out of it', () => {
    expect(placeHint(box(1270, 12), hint, 'bottom', false, viewport).left).toBe(1280 - 4 - 100);
    expect(placeHint(box(-20, 12), hint, 'bottom', true, viewport).left).toBe(4);
  });

  it('goes above when there is no room below', () => {
    expect(placeHint(box(600, 760), hint, 'bottom', false, viewport)).toEqual({
      side: 'top',
      left: 570,
      top: 760 - HINT_GAP - 24,
    });
  });

  it('places `end` after the trigger in the reading direction, or on the other side if it must', () => {
    expect(placeHint(box(20, 300), hint, 'end', false, viewport)).toEqual({
      side: 'right',
      left: 60,
      top: 308,
    });
    expect(placeHint(box(1220, 300), hint, 'end', true, viewport)).toEqual({
      side: 'left',
      left: 1220 - HINT_GAP - 100,
      top: 308,
    });
    expect(placeHint(box(1220, 300), hint, 'end', false, viewport).side).toBe('left');
    expect(placeHint(box(20, 300), hint, 'end', true, viewport).side).toBe('right');
  });
});
