import { describe, expect, it } from 'vitest';
import { activityPhase } from './activity-phase.ts';

const times = {
  signupDeadline: '2030-01-01T10:00:00.000Z',
  startAt: '2030-01-02T10:00:00.000Z',
  endAt: '2030-01-02T12:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('activityPhase (DESIGN §4)', () => {
  it('is signing_up before the deadline', () => {
    expect(activityPhase(times, at('2029-12-31T00:00:00.000Z'))).toBe('signing_up');
  });

  it('is not_started between the deadline and the start', () => {
    expect(activityPhase(times, at('2030-01-01T10:00:00.000Z'))).toBe('not_started');
    expect(activityPhase(times, at('2030-01-02T09:59:59.999Z'))).toBe('not_started');
  });

  it('is ongoing from start until end', () => {
    expect(activityPhase(times, at('2030-01-02T10:00:00.000Z'))).toBe('ongoing');
    expect(activityPhase(times, at('2030-01-02T11:59:59.999Z'))).toBe('ongoing');
  });

  it('is ended from the end on', () => {
    expect(activityPhase(times, at('2030-01-02T12:00:00.000Z'))).toBe('ended');
  });

  it('skips not_started when the deadline equals the start', () => {
    const same = { ...times, signupDeadline: times.startAt };
    expect(activityPhase(same, at('2030-01-02T09:00:00.000Z'))).toBe('signing_up');
    expect(activityPhase(same, at('2030-01-02T10:00:00.000Z'))).toBe('ongoing');
  });
});
