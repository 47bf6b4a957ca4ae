import { useTheme } from '@mui/material/styles';

const MIRRORED = { transform: 'scaleX(-1)' } as const;

/**
 * The `sx` of an icon that points along the line (an arrow to the next crumb, out through a door,
 * where a menu folds): mirrored in right to left, so it points the same way in the reading order.
 */
export function useMirrorInRtl(): typeof MIRRORED | undefined {
  return useTheme().direction === 'rtl' ? MIRRORED : undefined;
}
