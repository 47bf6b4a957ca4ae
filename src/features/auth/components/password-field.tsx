import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../messages';
import type { FormTextFieldProps } from '@/components/form-text-field';
import { FormTextField } from '@/components/form-text-field';

const TOGGLE_NAMES = {
  password: formMessages.showPassword,
  current: formMessages.showCurrentPassword,
  new: formMessages.showNewPassword,
  confirmation: formMessages.showPasswordConfirmation,
} as const;

export interface PasswordFieldProps extends Omit<FormTextFieldProps, 'type' | 'endAdornment'> {
  /** Which password the field holds: it names the toggle ('Show new password'). */
  holds?: keyof typeof TOGGLE_NAMES;
}

/**
 * A password field with a show/hide toggle (SPEC §2.5 "Login form"). The toggle's name stays the
 * same and says which field it shows; whether the password is shown is its pressed state alone
 * (a name that changed too would be read as "Hide password, pressed").
 */
export function PasswordField({ holds = 'password', ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage(TOGGLE_NAMES[holds]);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={label}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            edge="end"
            size="small"
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
