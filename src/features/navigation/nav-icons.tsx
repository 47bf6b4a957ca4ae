import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WavingHandOutlined from '@mui/icons-material/WavingHandOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';
import type { RouteKey } from '@/config/route-messages';
import type { NavSection } from '@/config/routes';

export type IconComponent = typeof SvgIcon;

const ROUTE_ICONS: Partial<Record<RouteKey, IconComponent>> = {
  home: SpaceDashboardOutlined,
  professionals: BadgeOutlined,
  professional: BadgeOutlined,
  employers: BusinessOutlined,
  employer: BusinessOutlined,
  users: PeopleAltOutlined,
  user: PeopleAltOutlined,
  accountSettings: ManageAccountsOutlined,
  rolesPermissions: AdminPanelSettingsOutlined,
  pricing: SellOutlined,
  supportHub: SupportAgentOutlined,
  article: ArticleOutlined,
  editArticle: ArticleOutlined,
  manageArticle: ArticleOutlined,
  fileManager: FolderOpenOutlined,
  documentation: DescriptionOutlined,
  systemConfig: SettingsSuggestOutlined,
  accessDenied: BlockOutlined,
  landing: WavingHandOutlined,
};

export const SECTION_ICONS: Readonly<Record<NavSection, IconComponent>> = {
  main: HomeOutlined,
  profiles: GroupsOutlined,
  helpCenter: HelpOutlineOutlined,
  account: AccountCircleOutlined,
  system: TuneOutlined,
  others: MoreHorizOutlined,
};

/** The icon of a route (a neutral circle for routes without one of their own). */
export function RouteIcon({ routeKey, ...props }: { routeKey: RouteKey } & SvgIconProps) {
  return createElement(ROUTE_ICONS[routeKey] ?? CircleOutlined, props);
}
