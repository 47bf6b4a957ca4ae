/** @styles-in-document: the panel moves with the direction by its styles. */
import { act, screen, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { getLocaleState } from '@/lib/i18n/locale-store';
import { getThemeSettings, setDirection } from '@/lib/theme/theme-store';
import { SettingsPanel } from '@/components/settings-panel';
import { renderInShell, resetShell } from '../app/shell';

beforeEach(resetShell);

const savedTheme = () => JSON.parse(localStorage.getItem('theme') ?? 'null');
const group = (name: string) => screen.getByRole('radiogroup', { name });

function renderPanel(onClose = jest.fn(), locale?: 'en' | 'es') {
  const user = setupUser();
  renderInShell(<SettingsPanel open onClose={onClose} />, locale ? { locale } : {});
  return { user, onClose };
}

describe('SettingsPanel', () => {
  it('is a labelled dialog with every setting labelled', () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    for (const name of ['Mode', 'Theme color', 'Direction', 'Language', 'Control size'])
      expect(group(name)).toBeInTheDocument();
    expect(
      within(group('Theme color'))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['default', 'dark', 'green', 'purple', 'orange']);
    for (const name of ['Default', 'Monochrome', 'Green', 'Purple', 'Orange'])
      expect(within(group('Theme color')).getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Layout' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(9);
    expect(screen.getByRole('switch', { name: 'Collapse side navigation' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Expand panel' })).not.toBeChecked();
  });

  it('switches to dark mode at once and saves it', async () => {
    const { user } = renderPanel();
    await user.click(within(group('Mode')).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(savedTheme().mode).toBe('dark');
    expect(within(group('Mode')).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('changes the colour schema', async () => {
    const { user } = renderPanel();
    expect(within(group('Theme color')).getByRole('radio', { name: 'Default' })).toBeChecked();
    await user.click(within(group('Theme color')).getByRole('radio', { name: 'Orange' }));
    expect(savedTheme().themeSchema).toBe('orange');
    expect(within(group('Theme color')).getByRole('radio', { name: 'Orange' })).toBeChecked();
  });

  it('switches to right-to-left: <html dir> changes and the panel moves to the other side', async () => {
    const { user } = renderPanel();
    const paper = () => screen.getByRole('dialog');
    expect(getComputedStyle(paper()).right).toBe('0px');
    expect(getComputedStyle(paper()).left).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Right to left' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(savedTheme().direction).toBe('rtl');
    expect(getComputedStyle(paper()).left).toBe('0px');
    expect(getComputedStyle(paper()).right).toBe('');
  });

  it('switches the language: the panel speaks Spanish and the choice is saved', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('dialog', { name: 'Ajustes' })).toBeInTheDocument();
    expect(group('Modo')).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('{"currentLang":"es"}');
    expect(document.documentElement.lang).toBe('es');
    expect(getLocaleState().locale).toBe('es');
  });

  it('changes the control size', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(savedTheme().controlSize).toBe('lg');
  });

  it('changes the layout type and remembers the previous one', async () => {
    const { user } = renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'Classic top bar');
    expect(savedTheme().layout).toEqual({
      type: 'classicTopBar',
      previousType: 'collapsibleSide',
      sideNavCollapse: false,
    });
  });

  it('collapses the side navigation and expands the panel', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Collapse side navigation' }));
    await user.click(screen.getByRole('switch', { name: 'Expand panel' }));
    expect(savedTheme()).toMatchObject({ panelExpand: true, layout: { sideNavCollapse: true } });
    expect(screen.getByRole('switch', { name: 'Collapse side navigation' })).toBeChecked();
  });

  it('works from the keyboard: arrows change a choice, Escape and the close button close', async () => {
    const { user, onClose } = renderPanel();
    act(() => within(group('Mode')).getByRole('radio', { name: 'Light' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(getThemeSettings().mode).toBe('dark');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Close settings' }).focus());
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('reaches every control with Tab', async () => {
    const { user } = renderPanel();
    const reached = new Set<Element>();
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      if (document.activeElement) reached.add(document.activeElement);
    }
    const names = [...reached].map(
      (el) => el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'Close settings',
        'Light',
        'Default',
        'Left to right',
        'English',
        'Medium',
        'Layout',
        'Collapse side navigation',
        'Expand panel',
      ]),
    );
  });

  it('shows the current settings when opened, in Spanish too', () => {
    act(() => setDirection('rtl'));
    renderPanel(jest.fn(), 'es');
    expect(screen.getByRole('radio', { name: 'De derecha a izquierda' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mediano' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cerrar ajustes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Diseño' })).toHaveValue('collapsibleSide');
  });
});
