/**
 * The test set-up keeps Emotion's rules out of jsdom's document in files without
 * `@styles-in-document` (tests/utils/styles-outside-document.ts): MUI still renders with its class
 * names, and no rule of it is in the document for jsdom to match.
 */
import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/utils/render';

it('renders MUI with its classes and keeps its rules out of the document', async () => {
  renderWithProviders(<Button variant="contained">Save</Button>);
  const button = await screen.findByRole('button', { name: 'Save' });
  expect(button).toHaveClass('MuiButton-contained');
  const rules = Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules).map((rule) => rule.cssText),
  );
  expect(rules.filter((text) => text.includes('MuiButton'))).toEqual([]);
  expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(0);
});
