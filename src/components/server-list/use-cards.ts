import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useWidth } from '@/lib/use-width';

/**
 * Whether a list shows cards instead of its table: on a phone, or where its box is narrower than
 * the room the table's columns need (beside the side navigation on a narrow screen). Attach the
 * returned ref to the list's box.
 */
export function useCards<E extends HTMLElement>(tableMinWidth: number) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [box, width] = useWidth<E>();
  return [box, phone || (width !== undefined && width < tableMinWidth)] as const;
}
