import type { NotificationsContent } from '@console/contract/account-notifications';
import type { UnreadCountContent } from '@console/contract/user-messages';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeRealtime,
  onConnect,
  onMessage,
  openRealtime,
} from '../../lib/realtime/realtime-client';
import { activitiesKey, licenceKey, recordsKey } from '../../lib/query-keys';
import { notificationsKey } from '../../lib/settings/notification-preferences';
import { fakeOpen } from '../../lib/testing/fake-socket';
import { addUnread, handlePushedMessage, refetchAfterConnect } from './handle-pushed-message';
import { messageListKey, unreadKey } from './message-api';

const counts: UnreadCountContent = { message_count: 2, by_type: { 1: 1, 2: 0, 3: 1 } };
const push = (type: number) => ({
  id: 9,
  content: 'Record approved',
  type,
  created_at: '',
  ref_id: 4,
});

/** A socket with the bell's handlers attached, over a query cache with counts and lists. */
function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(unreadKey, counts);
  for (const type of [1, 2, 3] as const)
    queryClient.setQueryData(messageListKey(type), { pages: [] });
  // What the pages show: the records, two merchants' licences and one merchant's activities.
  for (const key of [recordsKey, licenceKey(5), licenceKey(6), [...activitiesKey(5), 'list']])
    queryClient.setQueryData(key, []);
  const deps = {
    queryClient,
    warn: vi.fn(),
    playSound: vi.fn(),
    reloadMerchants: vi.fn(() => Promise.resolve()),
  };
  const stops = [
    onMessage((message) => handlePushedMessage(message, deps)),
    onConnect(() => refetchAfterConnect(queryClient)),
  ];
  const { open, sockets } = fakeOpen();
  openRealtime('tok', open);
  const socket = sockets[0]!.socket;
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, deps, socket, stops, isStale };
}

let stopAll: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopAll) stop();
  closeRealtime();
});

describe('a pushed message', () => {
  it('warns with its content, counts it and reloads its list and the merchants', () => {
    const { queryClient, deps, socket, stops, isStale } = setUp();
    stopAll = stops;
    socket.emit('message', push(1));
    expect(deps.warn).toHaveBeenCalledWith('Record approved');
    expect(queryClient.getQueryData(unreadKey)).toEqual({
      message_count: 3,
      by_type: { 1: 2, 2: 0, 3: 1 },
    });
    expect(isStale(messageListKey(1))).toBe(true);
    expect(isStale(messageListKey(2))).toBe(false);
    expect(deps.reloadMerchants).toHaveBeenCalledTimes(1);
  });

  it("follows its type's switches: no toast when toast is off, a sound when sound is on", () => {
    const { queryClient, deps, socket, stops } = setUp();
    stopAll = stops;
    socket.emit('message', push(3));
    expect(deps.warn).toHaveBeenCalledTimes(1);
    expect(deps.playSound).not.toHaveBeenCalled(); // default: sound off
    queryClient.setQueryData<NotificationsContent>(notificationsKey, {
      kinds: [
        { type: 1, bell: true, toast: true, sound: false },
        { type: 2, bell: true, toast: true, sound: false },
        { type: 3, bell: false, toast: false, sound: true },
      ],
    });
    socket.emit('message', push(3));
    expect(deps.warn).toHaveBeenCalledTimes(1);
    expect(deps.playSound).toHaveBeenCalledTimes(1);
    // Still counted (the bell's badge leaves it out, the tab lists it).
    expect(queryClient.getQueryData<UnreadCountContent>(unreadKey)?.by_type[3]).toBe(3);
    socket.emit('message', push(1));
    expect(deps.warn).toHaveBeenCalledTimes(2);
    expect(deps.playSound).toHaveBeenCalledTimes(1);
  });

  it('counts an unknown type as a merchant review', () => {
    const { queryClient, deps, socket, stops, isStale } = setUp();
    stopAll = stops;
    socket.emit('message', push(42));
    expect(queryClient.getQueryData<UnreadCountContent>(unreadKey)?.by_type[1]).toBe(2);
    expect(isStale(messageListKey(1))).toBe(true);
    expect(deps.reloadMerchants).toHaveBeenCalledTimes(1);
  });

  it('leaves the merchants alone for a licence review', () => {
    const { deps, socket, stops, isStale } = setUp();
    stopAll = stops;
    socket.emit('message', push(2));
    expect(isStale(messageListKey(2))).toBe(true);
    expect(deps.reloadMerchants).not.toHaveBeenCalled();
  });

  it('refetches counts, lists and what decisions change after a (re)connect', () => {
    const { socket, stops, isStale } = setUp();
    stopAll = stops;
    socket.emit('connect');
    expect(isStale(unreadKey)).toBe(true);
    expect(isStale(messageListKey(3))).toBe(true);
    for (const key of [recordsKey, licenceKey(5), [...activitiesKey(5), 'list']])
      expect(isStale(key)).toBe(true);
  });

  // The flake CI met (stop 21): a count read before the decision, answered after its push.
  it('is not undone by a count that was read before it', async () => {
    const { queryClient, socket, stops } = setUp();
    stopAll = stops;
    let answer: (value: UnreadCountContent) => void = () => undefined;
    let reads = 0;
    const afterDecision = { message_count: 3, by_type: { 1: 2, 2: 0, 3: 1 } };
    const queryFn = () =>
      ++reads === 1
        ? new Promise<UnreadCountContent>((resolve) => (answer = resolve))
        : Promise.resolve(afterDecision);
    // The bell's query, on screen, reading again (a reconnect) while the decision is made.
    const bell = new QueryObserver(queryClient, { queryKey: unreadKey, queryFn, staleTime: 0 });
    const stopBell = bell.subscribe(() => undefined); // on screen: it reads now
    socket.emit('message', push(1));
    answer(counts); // the early read's answer, from before the decision, arrives last
    await vi.waitFor(() => expect(reads).toBe(2));
    await vi.waitFor(() => expect(bell.getCurrentResult().isFetching).toBe(false));
    expect(queryClient.getQueryData(unreadKey)).toEqual(afterDecision);
    stopBell();
  });

  // The pages showing a decided state follow it without a reload (docs/web.md "Bell and realtime").
  it('makes the records stale on a merchant review, and nothing else', () => {
    const { socket, stops, isStale } = setUp();
    stopAll = stops;
    socket.emit('message', push(1));
    expect(isStale(recordsKey)).toBe(true);
    expect(isStale(licenceKey(5))).toBe(false);
    expect(isStale([...activitiesKey(5), 'list'])).toBe(false);
  });

  it("makes every merchant's licence stale on a licence review", () => {
    const { socket, stops, isStale } = setUp();
    stopAll = stops;
    socket.emit('message', push(2));
    expect(isStale(licenceKey(5))).toBe(true);
    expect(isStale(licenceKey(6))).toBe(true);
    expect(isStale(recordsKey)).toBe(false);
  });

  it('makes the activities stale on an activity review', () => {
    const { socket, stops, isStale } = setUp();
    stopAll = stops;
    socket.emit('message', push(3));
    expect(isStale([...activitiesKey(5), 'list'])).toBe(true);
    expect(isStale(recordsKey)).toBe(false);
  });

  it('adds nothing before the counts are known', () => {
    expect(addUnread(undefined, 1)).toBeUndefined();
  });
});
