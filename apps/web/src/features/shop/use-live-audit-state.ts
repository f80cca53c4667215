import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onMessage } from '../../lib/realtime/realtime-client';
import { recordsQuery } from './audit-state-api';

/** A pushed review message (spec §4) may be about what this page shows: read it again. */
export function useLiveAuditState(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onMessage(() => {
        void queryClient.invalidateQueries({ queryKey: recordsQuery().queryKey });
        void queryClient.invalidateQueries({ queryKey: ['merchant'], predicate: isLicenceQuery });
      }),
    [queryClient],
  );
}

const isLicenceQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[2] === 'licence';
