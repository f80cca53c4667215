import { describe, expect, it } from 'vitest';
import { activityTimeIssues, createActivityBody, updateActivityBody } from './activities.ts';

const times = {
  signupDeadline: '2030-01-01T10:00:00.000Z',
  startAt: '2030-01-02T10:00:00.000Z',
  endAt: '2030-01-02T12:00:00.000Z',
};

describe('activity bodies (docs/api.md "Activities")', () => {
  it('accepts an empty draft and a full one', () => {
    expect(createActivityBody.safeParse({}).success).toBe(true);
    const full = createActivityBody.safeParse({
      title: 'Pottery',
      coverImageId: 3,
      category: 'arts',
      summary: 'Make a bowl',
      description: '<p>Hi</p>',
      mode: 'online',
      link: 'https://example.com/live',
      ...times,
      capacity: null,
      priceCents: 0,
    });
    expect(full.success).toBe(true);
  });

  it('refuses a short title, a javascript: link, a negative price and unknown fields', () => {
    for (const bad of [
      { title: 'x' },
      { link: 'javascript:alert(1)' },
      { link: 'ftp://example.com' },
      { priceCents: -1 },
      { priceCents: 1.5 },
      { capacity: 0 },
      { summary: 'x'.repeat(201) },
      { description: 'x'.repeat(50_001) },
      { startAt: 'tomorrow' },
      { extra: 1 },
    ]) {
      expect(createActivityBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('needs a version to update', () => {
    expect(updateActivityBody.safeParse({ title: 'Pottery' }).success).toBe(false);
    expect(updateActivityBody.safeParse({ version: 1, title: 'Pottery' }).success).toBe(true);
  });

  it('reports the time order on drafts', () => {
    const result = createActivityBody.safeParse({ ...times, endAt: times.startAt });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('activity.endBeforeStart');
  });
});

describe('activityTimeIssues', () => {
  it('passes well-ordered future times', () => {
    expect(activityTimeIssues(times, new Date('2029-01-01T00:00:00Z'))).toEqual([]);
  });

  it('flags end before start and deadline after start', () => {
    const issues = activityTimeIssues({
      startAt: times.startAt,
      endAt: times.signupDeadline,
      signupDeadline: times.endAt,
    });
    expect(issues.map((issue) => issue.message)).toEqual([
      'activity.endBeforeStart',
      'activity.deadlineAfterStart',
    ]);
  });

  it('flags times in the past or missing on submit', () => {
    const now = new Date('2030-01-01T11:00:00Z');
    expect(activityTimeIssues(times, now)).toEqual([
      { field: 'signupDeadline', message: 'activity.timeInPast' },
    ]);
    expect(activityTimeIssues({}, now)[0]?.message).toBe('activity.timeInPast');
  });
});
