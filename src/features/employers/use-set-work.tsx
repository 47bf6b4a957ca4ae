/**
 * The requirement-set editor's work on the employer's page: which dialog is open (add, edit, or
 * remove with a confirmation), what was last done (said in a status region), and where the focus
 * goes when a removed set's buttons are gone (the section's heading).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteRequirementSet } from '@generated/product/endpoints/employers/employers';
import type { Facility, RequirementSet } from '@generated/product/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { removeTitleMessage, setMessages as m } from './set-messages';
import { refreshEmployers } from './use-employer-refresh';

const SetDialog = lazy(() => import('./set-dialog'));

export type SetIntent =
  { kind: 'add' } | { kind: 'edit'; set: RequirementSet } | { kind: 'remove'; set: RequirementSet };

export function useSetWork(
  employerId: string,
  facilities: readonly Facility[],
  /** After a removal, where the focus goes (the removed set's buttons are gone). */
  onRemoved: () => void,
) {
  const t = useIntl().formatMessage;
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<SetIntent | undefined>();
  const [done, setDone] = useState<string>('');
  const remove = useDeleteRequirementSet();
  // Once the confirmation has closed (and given the focus back to a button that is gone).
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) onRemoved();
  }, [removals, onRemoved]);
  const close = () => {
    remove.reset();
    setIntent(undefined);
  };

  let dialog: ReactNode = null;
  if (intent?.kind === 'remove') {
    const set = intent.set;
    dialog = (
      <ConfirmDialog
        title={t(removeTitleMessage, { name: set.name })}
        body={t(m.removeBody)}
        confirm={t(m.remove)}
        cancel={t(m.cancel)}
        failed={t(m.notRemoved)}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(
            { id: employerId, setId: set.id },
            {
              onSuccess: async () => {
                await refreshEmployers(queryClient);
                setIntent(undefined);
                setDone(t(m.removed));
                setRemovals((n) => n + 1);
              },
            },
          )
        }
        onClose={close}
      />
    );
  } else if (intent) {
    dialog = (
      <Suspense fallback={null}>
        <SetDialog
          employerId={employerId}
          facilities={facilities}
          {...(intent.kind === 'edit' ? { set: intent.set } : {})}
          onClose={close}
          onSaved={() => {
            setIntent(undefined);
            setDone(t(m.saved));
          }}
        />
      </Suspense>
    );
  }
  return {
    open: (next: SetIntent) => {
      setDone('');
      setIntent(next);
    },
    done,
    dialog,
  };
}
