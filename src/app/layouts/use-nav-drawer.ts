import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state of a navigation drawer. It remembers the path it was opened on, so it closes by
 * itself as soon as the person goes somewhere else.
 */
export function useNavDrawer() {
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  return {
    open: openedAt === pathname,
    show: () => setOpenedAt(pathname),
    hide: () => setOpenedAt(null),
  };
}
