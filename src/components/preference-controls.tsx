import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-store';
import { chooseLanguage } from './choose-language';
import { schemaColors } from '@/lib/theme/schemas';
import {
  CONTROL_SIZES,
  DIRECTIONS,
  LAYOUT_TYPES,
  MODES,
  THEME_SCHEMAS,
} from '@/lib/theme/theme-settings';
import type { ThemeSchemaName } from '@/lib/theme/theme-settings';
import {
  setControlSize,
  setDirection,
  setLayoutType,
  setMode,
  setPanelExpand,
  setSchema,
  setSideNavCollapse,
  useThemeSettings,
} from '@/lib/theme/theme-store';
import {
  controlSizeMessages,
  directionMessages,
  layoutTypeMessages,
  modeMessages,
  schemaMessages,
  settingsPanelMessages as m,
} from './preference-messages';

function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A labelled group of radios (a fieldset with a legend). */
function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId} sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(_event: ChangeEvent<HTMLInputElement>, next: string) => onChange(next)}
      >
        {children}
      </RadioGroup>
    </FormControl>
  );
}

function Swatch({ color, checked }: { color: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 32,
        height: 32,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: color,
        border: 2,
        borderColor: checked ? 'text.primary' : 'divider',
      }}
    >
      {checked && (
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            borderRadius: '50%',
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          <CheckIcon fontSize="small" />
        </Box>
      )}
    </Box>
  );
}

/**
 * SPEC §3/§4: every look-and-feel preference (mode, colours, direction, language, control size,
 * layout). Changes apply at once through the theme and locale stores, which save them. Used by the
 * settings panel and by the preferences step of the account settings.
 */
export function PreferenceControls() {
  const intl = useIntl();
  const settings = useThemeSettings();
  const { locale } = useLocale();
  const activeSchema: ThemeSchemaName = settings.themeSchema || 'default';
  const t = intl.formatMessage;
  return (
    <>
      <Choice
        label={t(m.mode)}
        value={settings.mode}
        onChange={(v) => {
          const mode = oneOf(MODES, v);
          if (mode) setMode(mode);
        }}
      >
        {MODES.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio />}
            label={t(modeMessages[mode])}
          />
        ))}
      </Choice>

      <Choice
        label={t(m.schema)}
        value={activeSchema}
        onChange={(v) => {
          const schema = oneOf(THEME_SCHEMAS, v);
          if (schema) setSchema(schema);
        }}
      >
        {THEME_SCHEMAS.map((schema) => {
          const color = schemaColors(schema, settings.mode).primary;
          return (
            <FormControlLabel
              key={schema}
              value={schema}
              labelPlacement="bottom"
              sx={{ mx: 0.5, '& .MuiFormControlLabel-label': { fontSize: '0.75rem' } }}
              control={
                <Radio
                  icon={<Swatch color={color} checked={false} />}
                  checkedIcon={<Swatch color={color} checked />}
                  sx={{ p: 0.5 }}
                />
              }
              label={t(schemaMessages[schema])}
            />
          );
        })}
      </Choice>

      <Choice
        label={t(m.direction)}
        value={settings.direction}
        onChange={(v) => {
          const direction = oneOf(DIRECTIONS, v);
          if (direction) setDirection(direction);
        }}
      >
        {DIRECTIONS.map((direction) => (
          <FormControlLabel
            key={direction}
            value={direction}
            control={<Radio />}
            label={t(directionMessages[direction])}
          />
        ))}
      </Choice>

      <Choice
        label={t(m.language)}
        value={locale}
        onChange={(v) => {
          if (isLocale(v)) chooseLanguage(v);
        }}
      >
        {SUPPORTED_LOCALES.map((lang) => (
          <FormControlLabel
            key={lang}
            value={lang}
            control={<Radio />}
            label={<span lang={lang}>{LOCALE_NAMES[lang]}</span>}
          />
        ))}
      </Choice>

      <Choice
        label={t(m.controlSize)}
        value={settings.controlSize}
        onChange={(v) => {
          const size = oneOf(CONTROL_SIZES, v);
          if (size) setControlSize(size);
        }}
      >
        {CONTROL_SIZES.map((size) => (
          <FormControlLabel
            key={size}
            value={size}
            control={<Radio />}
            label={t(controlSizeMessages[size])}
          />
        ))}
      </Choice>

      <TextField
        select
        fullWidth
        label={t(m.layout)}
        value={settings.layout.type}
        onChange={(event) => {
          const type = oneOf(LAYOUT_TYPES, event.target.value);
          if (type) setLayoutType(type);
        }}
        slotProps={{ select: { native: true } }}
      >
        {LAYOUT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(layoutTypeMessages[type])}
          </option>
        ))}
      </TextField>

      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={settings.layout.sideNavCollapse}
              onChange={(_event, checked) => setSideNavCollapse(checked)}
            />
          }
          label={t(m.sideNavCollapse)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.panelExpand}
              onChange={(_event, checked) => setPanelExpand(checked)}
            />
          }
          label={t(m.panelExpand)}
        />
      </FormGroup>
    </>
  );
}
