import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { StartedRipple, StylesWarmup } from './styles-warmup';

/**
 * What a signed-in page shows for the first time at a person's first press or menu: a button's
 * ripple, a menu (its popover, paper, list and an item: a closed one kept mounted) and a progress
 * bar (its @keyframes). Loaded with the shell's warm-up (./signed-in-warmup.tsx), never in a
 * first load.
 */
const PIECES = [
  <StartedRipple key="ripple" />,
  <Menu key="menu" open={false} keepMounted disablePortal anchorEl={null}>
    <MenuItem>-</MenuItem>
  </Menu>,
  <LinearProgress key="progress" />,
];

export default function SignedInWarmupPieces() {
  return <StylesWarmup pieces={PIECES} />;
}
