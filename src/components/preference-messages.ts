import { defineMessages } from 'react-intl';

// The texts of the preference controls (the settings panel, the preferences step): a module of
// their own, so that they load with those controls and not with every page (./messages.ts).

export const settingsPanelMessages = defineMessages({
  title: { id: 'settingsPanel.title', defaultMessage: 'Settings' },
  close: { id: 'settingsPanel.close', defaultMessage: 'Close settings' },
  mode: { id: 'settingsPanel.mode', defaultMessage: 'Mode' },
  schema: { id: 'settingsPanel.schema', defaultMessage: 'Theme color' },
  direction: { id: 'settingsPanel.direction', defaultMessage: 'Direction' },
  language: { id: 'settingsPanel.language', defaultMessage: 'Language' },
  controlSize: { id: 'settingsPanel.controlSize', defaultMessage: 'Control size' },
  layout: { id: 'settingsPanel.layout', defaultMessage: 'Layout' },
  sideNavCollapse: {
    id: 'settingsPanel.sideNavCollapse',
    defaultMessage: 'Collapse side navigation',
  },
  panelExpand: { id: 'settingsPanel.panelExpand', defaultMessage: 'Expand panel' },
});

export const modeMessages = defineMessages({
  light: { id: 'settingsPanel.mode.light', defaultMessage: 'Light' },
  dark: { id: 'settingsPanel.mode.dark', defaultMessage: 'Dark' },
});

export const schemaMessages = defineMessages({
  default: { id: 'settingsPanel.schema.default', defaultMessage: 'Default' },
  dark: { id: 'settingsPanel.schema.dark', defaultMessage: 'Monochrome' },
  green: { id: 'settingsPanel.schema.green', defaultMessage: 'Green' },
  purple: { id: 'settingsPanel.schema.purple', defaultMessage: 'Purple' },
  orange: { id: 'settingsPanel.schema.orange', defaultMessage: 'Orange' },
});

export const directionMessages = defineMessages({
  ltr: { id: 'settingsPanel.direction.ltr', defaultMessage: 'Left to right' },
  rtl: { id: 'settingsPanel.direction.rtl', defaultMessage: 'Right to left' },
});

export const controlSizeMessages = defineMessages({
  xs: { id: 'settingsPanel.controlSize.xs', defaultMessage: 'Extra small' },
  sm: { id: 'settingsPanel.controlSize.sm', defaultMessage: 'Small' },
  md: { id: 'settingsPanel.controlSize.md', defaultMessage: 'Medium' },
  lg: { id: 'settingsPanel.controlSize.lg', defaultMessage: 'Large' },
});

/** Names of the layout types (SPEC §2.4), also usable by the layouts themselves. */
export const layoutTypeMessages = defineMessages({
  collapsibleSide: { id: 'layout.type.collapsibleSide', defaultMessage: 'Collapsible side' },
  stackedSide: { id: 'layout.type.stackedSide', defaultMessage: 'Stacked side' },
  classicTopBar: { id: 'layout.type.classicTopBar', defaultMessage: 'Classic top bar' },
  framelessSide: { id: 'layout.type.framelessSide', defaultMessage: 'Frameless side' },
  contentOverlay: { id: 'layout.type.contentOverlay', defaultMessage: 'Content overlay' },
  blank: { id: 'layout.type.blank', defaultMessage: 'Blank' },
  simple: { id: 'layout.type.simple', defaultMessage: 'Simple' },
  split: { id: 'layout.type.split', defaultMessage: 'Split' },
  side: { id: 'layout.type.side', defaultMessage: 'Side' },
});
