import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useIntl } from 'react-intl';
import { looksLikeEmail } from '../forms/looks-like-email';
import { formMessages } from '../messages';

/**
 * The account a password form sets the password of, as password managers read it: a field with
 * `autocomplete="username"` in the same form as the new password, so the saved login that gets
 * updated is the right one (the browsers' guidance for change-password forms). Shown read-only
 * where it tells the person whose password this is; otherwise present but hidden, as that
 * guidance describes. Never sent: only the provider's own fields are.
 */
export function AccountField({ identifier, visible }: { identifier: string; visible: boolean }) {
  const intl = useIntl();
  const id = 'field-username';
  if (!visible) {
    return (
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={identifier}
        readOnly
        hidden
      />
    );
  }
  const label = intl.formatMessage(
    looksLikeEmail(identifier) ? formMessages.email : formMessages.emailOrUsername,
  );
  return (
    <FormControl fullWidth size="small">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name="username"
        type="text"
        label={label}
        notched
        value={identifier}
        autoComplete="username"
        readOnly
        // Read-only looks it: a filled background, as a field that is not for typing.
        sx={{ bgcolor: 'action.hover' }}
      />
    </FormControl>
  );
}
