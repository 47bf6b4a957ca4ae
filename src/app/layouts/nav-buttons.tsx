import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMirrorInRtl } from '@/components/mirror-in-rtl';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';

/** Collapses or expands a side navigation that stays on screen. */
export function CollapseNavButton({
  collapsed,
  onToggle,
  controls,
}: {
  collapsed: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const intl = useIntl();
  const mirror = useMirrorInRtl();
  const label = intl.formatMessage(
    collapsed ? layoutMessages.expandNav : layoutMessages.collapseNav,
  );
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-expanded={!collapsed}
        aria-controls={controls}
        onClick={onToggle}
        edge="start"
      >
        {collapsed ? (
          <MenuIcon />
        ) : (
          // The arrow of MenuOpen points to where the menu folds: the start side.
          <MenuOpen sx={mirror} />
        )}
      </IconButton>
    </Tooltip>
  );
}

/** Opens the navigation drawer. */
export function OpenNavButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage(layoutMessages.openNav);
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onOpen}
        edge="start"
      >
        <MenuIcon />
      </IconButton>
    </Tooltip>
  );
}
