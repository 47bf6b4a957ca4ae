import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../messages';
import type { AuthTextFieldProps } from './text-field';
import { AuthTextField } from './text-field';

/** A password field with a show/hide toggle (SPEC §2.5 "Login form"). */
export function PasswordField(props: Omit<AuthTextFieldProps, 'type' | 'endAdornment'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage(visible ? formMessages.hidePassword : formMessages.showPassword);
  return (
    <AuthTextField
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
