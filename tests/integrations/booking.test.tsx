import { screen } from '@testing-library/react';
import { BOOKING_WEBHOOK_PATH, bookingUrl, bookingWebhookUrl } from '@/integrations/booking';
import { BookingLink } from '@/integrations/booking-link';
import { renderWithProviders } from '@tests/utils/render';

const booking = { url: 'https://calendly.com/acme/intro-call' };
const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const sameOrigin = { apiBaseUrl: '/api/v1', apiPrefix: '/api' };

describe('calendar booking (SPEC §7: redirecting to a webhook path under the API)', () => {
  it('sends the booking back to the webhook under the API prefix', () => {
    expect(BOOKING_WEBHOOK_PATH).toBe('/webhooks/calendar-booking');
    expect(bookingWebhookUrl('https://app.example.com', sameOrigin)).toBe(
      'https://app.example.com/api/webhooks/calendar-booking',
    );
    expect(
      bookingWebhookUrl('https://app.example.com', {
        apiBaseUrl: 'https://api.example.com/api/v1',
        apiPrefix: '/api',
      }),
    ).toBe('https://api.example.com/api/webhooks/calendar-booking');
  });

  it('prefills the name and the email, and nothing else', () => {
    const url = new URL(bookingUrl(booking, ada, 'https://app.example.com', sameOrigin));
    expect(`${url.origin}${url.pathname}`).toBe(booking.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      redirect_url: 'https://app.example.com/api/webhooks/calendar-booking',
    });
  });

  it('leaves out what it does not know', () => {
    const url = new URL(bookingUrl(booking, null, 'https://app.example.com', sameOrigin));
    expect([...url.searchParams.keys()]).toEqual(['redirect_url']);
  });
});

describe('BookingLink', () => {
  it('renders nothing when booking is off', () => {
    const { container } = renderWithProviders(<BookingLink config={null} user={ada} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing with the default configuration (off unless VITE_BOOKING_URL is set)', () => {
    const { container } = renderWithProviders(<BookingLink user={ada} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the booking page in a new tab without a referrer', () => {
    renderWithProviders(<BookingLink config={booking} user={ada} />);
    const link = screen.getByRole('link', { name: 'Book a call (opens in a new tab)' });
    expect(link).toHaveTextContent('Book a call');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noreferrer');
    const href = new URL(link.getAttribute('href') ?? '');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      redirect_url: `${window.location.origin}/api/webhooks/calendar-booking`,
    });
  });

  it('speaks Spanish', () => {
    renderWithProviders(<BookingLink config={booking} />, { locale: 'es' });
    expect(screen.getByRole('link')).toHaveTextContent('Reserva una llamada');
  });
});
