/** A list's filter by overall status: every status of the contract, worst first, or all of them. */
import MenuItem from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';
import { ComplianceStatus } from '@generated/product/model';
import { Choice } from '@/components/server-list/choice';
import { statusMessages } from './messages';

export function StatusChoice(props: {
  label: string;
  /** The first choice, for no filter. */
  anyLabel: string;
  value: ComplianceStatus | '';
  onChange(status: ComplianceStatus | ''): void;
  flex?: string;
}) {
  const t = useIntl().formatMessage;
  return (
    <Choice
      label={props.label}
      value={props.value}
      {...(props.flex ? { flex: props.flex } : {})}
      onChange={(status) => props.onChange(status as ComplianceStatus | '')}
    >
      <MenuItem value="">{props.anyLabel}</MenuItem>
      {Object.values(ComplianceStatus).map((status) => (
        <MenuItem key={status} value={status}>
          {t(statusMessages[status])}
        </MenuItem>
      ))}
    </Choice>
  );
}
