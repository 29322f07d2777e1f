import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveUpdates, RETRY_MAX_MS, retryDelay, streamUrl } from './live-updates';

/** Stands in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeSource extends EventTarget {
  readyState = 0;
  isClosed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
  }

  close() {
    this.isClosed = true;
    this.readyState = 2;
  }

  acceptConnection() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }

  emit(name: string, data: string, lastEventId: string) {
    this.dispatchEvent(new MessageEvent(name, { data, lastEventId }));
  }
}

function setUp(getTicket: () => Promise<string> = async () => `t${tickets.length + 1}`) {
  const sources: FakeSource[] = [];
  let endSession = () => undefined as void;
  const live = new LiveUpdates({
    getTicket: vi.fn(async () => {
      const ticket = await getTicket();
      tickets.push(ticket);
      return ticket;
    }),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
    onSessionEnd: (onEnd) => (endSession = onEnd),
  });
  return { live, sources, endSession: () => endSession() };
}

let tickets: string[] = [];
beforeEach(() => {
  tickets = [];
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('retry pauses', () => {
  it('double from one second and stop growing at thirty', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10, () => 0)).toBe(RETRY_MAX_MS);
    expect(retryDelay(0, () => 1)).toBe(1250);
  });
});

describe('the stream URL', () => {
  it('carries the ticket, and the last event id once there is one', () => {
    expect(streamUrl('abc', null)).toBe('/api/v1/events?ticket=abc');
    expect(streamUrl('a+b', '42')).toBe('/api/v1/events?ticket=a%2Bb&lastEventId=42');
  });
});

describe('LiveUpdates', () => {
  it('opens one stream for any number of holders and delivers events by name', async () => {
    const { live, sources } = setUp();
    const messages: unknown[] = [];
    const unread: unknown[] = [];
    live.subscribe('message', (data) => messages.push(data));
    live.subscribe('unread', (data) => unread.push(data));
    const releaseA = live.hold();
    const releaseB = live.hold();
    await vi.runAllTimersAsync();
    expect(sources.map((source) => source.url)).toEqual(['/api/v1/events?ticket=t1']);
    sources[0]!.acceptConnection();
    sources[0]!.emit('message', '{"id":7,"body":"Kia ora"}', '101');
    sources[0]!.emit('unread', '{"total":3}', '102');
    sources[0]!.emit('message', 'not json', '103');
    expect(messages).toEqual([{ id: 7, body: 'Kia ora' }]);
    expect(unread).toEqual([{ total: 3 }]);
    releaseA();
    await vi.runAllTimersAsync();
    expect(sources[0]!.isClosed).toBe(false);
    releaseB();
    await vi.runAllTimersAsync();
    expect(sources[0]!.isClosed).toBe(true);
  });

  it('reopens after a failure with a fresh ticket and the last event id, pausing longer each time', async () => {
    const { live, sources } = setUp();
    const reconnects = vi.fn();
    live.onReconnect(reconnects);
    live.hold();
    await vi.runAllTimersAsync();
    sources[0]!.acceptConnection();
    sources[0]!.emit('activity', '{"id":1}', '55');
    sources[0]!.fail();
    expect(sources[0]!.isClosed).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[1]!.url).toBe('/api/v1/events?ticket=t2&lastEventId=55');
    sources[1]!.fail();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    expect(reconnects).not.toHaveBeenCalled();

    // Open again: the pause starts over, and listeners learn that a gap may need refetching.
    sources[2]!.acceptConnection();
    expect(reconnects).toHaveBeenCalledTimes(1);
    sources[2]!.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(4);
  });

  it('keeps trying when no ticket can be had', async () => {
    let isDown = true;
    const { live, sources } = setUp(async () => {
      if (isDown) throw new Error('offline');
      return 'fresh';
    });
    live.hold();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(0);
    isDown = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources.map((source) => source.url)).toEqual(['/api/v1/events?ticket=fresh']);
  });

  it('closes on sign-out, opens nothing for a ticket that arrives after it, and forgets the last event id', async () => {
    let answer: (ticket: string) => void = () => undefined;
    const { live, sources, endSession } = setUp(() => new Promise((resolve) => (answer = resolve)));
    live.hold();
    await vi.advanceTimersByTimeAsync(0);
    answer('first');
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.acceptConnection();
    sources[0]!.emit('message', '{}', '9');

    sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(1000); // asks for a ticket…
    endSession(); // …and the user signs out before it comes
    answer('late');
    await vi.runAllTimersAsync();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.isClosed).toBe(true);

    live.hold(); // the next user signs in
    await vi.advanceTimersByTimeAsync(0);
    answer('next');
    await vi.advanceTimersByTimeAsync(0);
    expect(sources[1]!.url).toBe('/api/v1/events?ticket=next');
  });

  it('stops retrying once nobody holds it', async () => {
    const { live, sources } = setUp();
    const release = live.hold();
    await vi.runAllTimersAsync();
    sources[0]!.fail();
    release();
    await vi.runAllTimersAsync();
    expect(sources).toHaveLength(1);
  });
});
