import { render, screen } from '@testing-library/react';
import { EmailText } from '@/components/email-text';

it('reads as the address, isolated, with line-break chances before the @ and each dot only', () => {
  const { container } = render(<EmailText email="christelle.abernathy64@mail.example.com" />);
  const address = screen.getByText('christelle.abernathy64@mail.example.com');
  expect(address.tagName).toBe('BDI');
  // What comes after each chance of a line break: a break reads best before these joints.
  const after = [...container.querySelectorAll('wbr')].map((wbr) => wbr.nextSibling?.textContent);
  expect(after).toEqual(['.abernathy64', '@mail', '.example', '.com']);
});

it('leaves an address without joints whole', () => {
  const { container } = render(<EmailText email="root" />);
  expect(container.querySelectorAll('wbr')).toHaveLength(0);
  expect(container).toHaveTextContent(/^root$/);
});
