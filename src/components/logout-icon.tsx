import Logout from '@mui/icons-material/Logout';
import { useMirrorInRtl } from './mirror-in-rtl';

/** Log out's icon: an arrow leaving through a door, toward the end of the line. */
export function LogoutIcon() {
  return <Logout sx={useMirrorInRtl()} />;
}
