import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../messages';
import type { FormTextFieldProps } from '@/components/form-text-field';
import { FormTextField } from '@/components/form-text-field';

/** A password field with a show/hide toggle (SPEC §2.5 "Login form"). */
export function PasswordField(props: Omit<FormTextFieldProps, 'type' | 'endAdornment'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage(visible ? formMessages.hidePassword : formMessages.showPassword);
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
