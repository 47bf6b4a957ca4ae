import { screen } from '@testing-library/react';
import { Footer, PRIVACY_URL, TERMS_URL } from '@/components/footer';
import { appConfig } from '@/config/app-config';
import { renderWithProviders } from '@tests/utils/render';

describe('Footer', () => {
  it('shows the copyright with the current year and the product name', () => {
    renderWithProviders(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `Copyright © ${year} ${appConfig.appName} All rights reserved.`,
    );
  });

  it('opens the legal pages in a new tab, and says so to screen readers', () => {
    renderWithProviders(<Footer />);
    const terms = screen.getByRole('link', { name: /^Term & Conditions/ });
    const privacy = screen.getByRole('link', { name: /^Privacy & Policy/ });
    expect(TERMS_URL).toBe('/terms');
    expect(PRIVACY_URL).toBe('/privacy');
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('speaks Spanish', () => {
    renderWithProviders(<Footer appName="Acme" year={2030} />, { locale: 'es' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Copyright © 2030 Acme Todos los derechos reservados.',
    );
    expect(screen.getByRole('link', { name: /^Términos y condiciones/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Política de privacidad/ })).toBeInTheDocument();
  });
});
