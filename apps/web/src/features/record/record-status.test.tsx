import type { RecordStatus as Status } from '@console/contract/merchant-records';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { recordOf } from './record-fixtures';
import { RecordStatus } from './record-status';

/** Each step's title, state and whether it is the current one, in order. */
function steps() {
  return screen.getAllByRole('listitem').map((item) => ({
    title: item.textContent?.replace(/^\d/, ''),
    state: item.getAttribute('data-state'),
    current: item.getAttribute('aria-current') === 'step',
  }));
}

const showing = (status: Status, patch = {}) =>
  render(<RecordStatus record={recordOf({ status, ...patch })} />);

beforeEach(() => initTestI18n('en-US'));

describe('record status steps (DESIGN §4)', () => {
  it('a new record is being filled in, the rest still to come', () => {
    render(<RecordStatus record={null} />);
    expect(screen.getByRole('list')).toBeTruthy();
    expect(steps()).toEqual([
      { title: 'Fill in', state: 'current', current: true },
      { title: 'Under review', state: 'wait', current: false },
      { title: 'Result', state: 'wait', current: false },
    ]);
  });

  it('a submitted record is under review', () => {
    showing('pending');
    expect(steps().map(({ state, current }) => [state, current])).toEqual([
      ['done', false],
      ['current', true],
      ['wait', false],
    ]);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('an approved record has reached its result', () => {
    showing('approved');
    expect(steps().at(-1)).toEqual({ title: 'Approved', state: 'finished', current: true });
  });

  it('a rejected record ends in a refused step, with the reason', () => {
    showing('rejected', { rejectReason: 'Blurred licence' });
    expect(steps()).toEqual([
      { title: 'Fill in', state: 'done', current: false },
      { title: 'Under review', state: 'done', current: false },
      { title: 'Rejected', state: 'error', current: true },
    ]);
    expect(screen.getByTestId('record-reject-reason').textContent).toContain('Blurred licence');
  });
});
