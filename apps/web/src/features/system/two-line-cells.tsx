import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date';

const SECONDARY = { color: 'var(--ant-color-text-secondary)' } as const;

/**
 * Date over time, so a list's time columns stay narrow: at 1,280 px every column of the system
 * lists fits beside the fixed actions column (docs/system.md "Lists").
 */
export function StackedTime({ value }: { value: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value, 'YYYY-MM-DD')}
      <br />
      <span style={SECONDARY}>{formatDateTime(value, 'HH:mm:ss')}</span>
    </span>
  );
}

/** A second line under a cell's main text (an account under a name, an email under a mobile). */
export function SecondLine({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div
      title={title}
      style={{ ...SECONDARY, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {children}
    </div>
  );
}
