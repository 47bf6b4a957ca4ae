/**
 * A reviewer's Waive… under a requirement that is not met (or a waiver to extend): the dialog
 * loads when pressed; once waived, every view of the professional is fetched again.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RequirementStatus } from '@generated/product/model';
import { useRefreshProfessionals } from '@/features/compliance/refresh';
import { reviewMessages as m, waivedMessage } from './messages';

const WaiveDialog = lazy(() => import('./waive-dialog'));

/**
 * The statuses a waiver may stand in for: what is not met today, or a waiver running. Not a
 * finding about the person (needs attention): the API refuses that (409).
 */
const WAIVABLE = new Set(['expired', 'missing', 'rejected', 'pending-review', 'waived']);

export function WaiveAction({
  professionalId,
  requirement,
  typeName,
}: {
  professionalId: string;
  requirement: RequirementStatus;
  typeName: string;
}) {
  const t = useIntl().formatMessage;
  const refresh = useRefreshProfessionals();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  if (!WAIVABLE.has(requirement.status)) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => {
          setDone(false);
          setOpen(true);
        }}
      >
        <bdi>{t(m.waive)}</bdi>
      </Button>
      <Typography role="status" variant="body2">
        {done && t(waivedMessage, { type: typeName })}
      </Typography>
      {open && (
        <Suspense fallback={null}>
          <WaiveDialog
            professionalId={professionalId}
            typeId={requirement.typeId}
            typeName={typeName}
            onClose={() => setOpen(false)}
            onWaived={() => {
              setOpen(false);
              setDone(true);
              void refresh();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
