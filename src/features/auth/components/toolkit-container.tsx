import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { createTheme, useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { commonMessages } from '@/components/messages';
import { visuallyHidden } from '@/components/visually-hidden';
import { securedByMessage } from '../messages';
import type { SizeClass, ToolkitTheme } from '../toolkit-theme';
import {
  CONTAINER_MAX_WIDTH,
  CONTAINER_MIN_WIDTH,
  SIZE_PRESETS,
  TOOLKIT_DEFAULT_COLORS,
  sizeClassFor,
} from '../toolkit-theme';

/** The provider's name and site for the 'Secured by' link. */
export const SECURED_BY = { name: 'Userfront', url: 'https://userfront.com' } as const;

function useSizeClass(): [React.RefObject<HTMLDivElement | null>, SizeClass] {
  const ref = useRef<HTMLDivElement>(null);
  const [sizeClass, setSizeClass] = useState<SizeClass>('small');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSizeClass(sizeClassFor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, sizeClass];
}

/** A fixed light or dark scheme inside an app in the other mode; 'auto' follows the app. */
function schemeTheme(outer: Theme, theme: ToolkitTheme): Theme | undefined {
  const scheme = theme.colorScheme ?? 'auto';
  if (scheme === 'auto' || scheme === outer.palette.mode) return undefined;
  return createTheme({
    direction: outer.direction,
    shape: outer.shape,
    typography: { fontFamily: theme.fontFamily ?? outer.typography.fontFamily },
    palette: { mode: scheme, primary: { main: outer.palette.primary.main } },
  });
}

/**
 * The toolkit's box (SPEC §2.5, §9): 150–340 px wide, a size class from its width, the theme's
 * colours, font, size preset and extras, following the app's mode and direction.
 */
export function ToolkitContainer({
  theme,
  children,
}: {
  theme: ToolkitTheme;
  children: ReactNode;
}) {
  const intl = useIntl();
  const outer = useTheme();
  const [ref, sizeClass] = useSizeClass();
  const inner = useMemo(() => schemeTheme(outer, theme), [outer, theme]);
  const mode = inner?.palette.mode ?? outer.palette.mode;
  const colors = { ...TOOLKIT_DEFAULT_COLORS, ...theme.colors };
  const background = mode === 'dark' ? colors.darkBackground : colors.lightBackground;
  const preset = theme.size ? SIZE_PRESETS[theme.size] : undefined;
  const extras = theme.extras ?? {};
  const classes = [
    'toolkit',
    `toolkit-size-${sizeClass}`,
    theme.size && `toolkit-preset-${theme.size}`,
    `toolkit-scheme-${mode}`,
    extras.gradientButtons && 'toolkit-gradient-buttons',
    extras.raisedButtons && 'toolkit-raised-buttons',
    extras.dottedOutlines && 'toolkit-dotted-outlines',
  ]
    .filter(Boolean)
    .join(' ');

  const box = (
    <Box
      ref={ref}
      className={classes}
      data-size-class={sizeClass}
      sx={{
        width: '100%',
        maxWidth: preset?.width ?? CONTAINER_MAX_WIDTH,
        minWidth: CONTAINER_MIN_WIDTH,
        mx: 'auto',
        ...(theme.fontFamily
          ? { fontFamily: theme.fontFamily, '& *': { fontFamily: 'inherit' } }
          : {}),
        ...(preset
          ? {
              fontSize: preset.fontSize,
              '& .MuiButton-root, & .MuiInputBase-root': { fontSize: preset.fontSize },
            }
          : {}),
        ...(preset?.spacing
          ? { '& .MuiStack-root > :not(style) ~ :not(style)': { marginTop: preset.spacing } }
          : {}),
        ...(background ? { bgcolor: background, p: 2, borderRadius: 1 } : {}),
        ...(mode === 'dark' && inner
          ? {
              color: 'text.primary',
              bgcolor: background ?? 'background.paper',
              p: 2,
              borderRadius: 1,
            }
          : {}),
        ...(theme.colors?.accent
          ? { '& .toolkit-primary': { bgcolor: colors.accent, color: colors.light } }
          : {}),
        '&.toolkit-gradient-buttons .toolkit-primary': {
          backgroundImage: `linear-gradient(135deg, ${theme.colors?.accent ?? outer.palette.primary.main}, ${theme.colors?.dark ?? outer.palette.primary.dark})`,
        },
        '&.toolkit-raised-buttons .MuiButton-root': { boxShadow: 3 },
        // Text actions under a field line up with the field's edge.
        '& .toolkit-inline-action': { alignSelf: 'flex-start', minWidth: 0, px: 0.5, mx: -0.5 },
        '&.toolkit-dotted-outlines :focus-visible': {
          outline: '2px dotted currentColor',
          outlineOffset: 2,
        },
      }}
    >
      {children}
      {!extras.hideSecuredMessage && (
        <Box sx={{ textAlign: 'center', mt: 2, typography: 'caption' }}>
          <Link
            href={SECURED_BY.url}
            target="_blank"
            rel="noopener noreferrer"
            color="text.secondary"
          >
            {intl.formatMessage(securedByMessage, { provider: SECURED_BY.name })}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {intl.formatMessage(commonMessages.opensInNewTab)}
            </Box>
          </Link>
        </Box>
      )}
    </Box>
  );
  // Always the same wrapper, so a change of scheme never remounts the form (and loses its values).
  return <ThemeProvider theme={inner ?? outer}>{box}</ThemeProvider>;
}
