import { act, render } from '@testing-library/react';
import { pointApiAtTestHost } from '../testing';
import { DESK_EVENTS_DEBOUNCE_MS, useDeskDayEvents } from './useDeskDayEvents';

/** A stand-in for the browser's EventSource: the test plays the server's side. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function Listener({ date, onChange, kind }: { date: string | null; onChange: () => void; kind?: 'booking' | 'lab' }) {
  useDeskDayEvents(date, onChange, kind);
  return null;
}

/** The events' address comes with the lazily loaded calls: let that promise settle. */
const opened = async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('no EventSource was opened');
  return source;
};

beforeAll(pointApiAtTestHost);
beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('useDeskDayEvents', () => {
  it('opens the day events with the staff cookie, and refetches once for a burst of changes on the day shown', async () => {
    const onChange = jest.fn();
    const { unmount } = render(<Listener date="2026-12-06" onChange={onChange} />);
    const source = await opened();
    expect(source.url).toMatch(/\/api\/staff\/day\/events\/$/);
    expect(source.init).toEqual({ withCredentials: true });

    jest.useFakeTimers();
    act(() => {
      source.emit('booking', { date: '2026-12-06', doctor: 3, reference: 'APT-1' });
      source.emit('booking', { date: '2026-12-06', doctor: 4, reference: 'APT-2' });
      source.emit('booking', { date: '2026-12-07', doctor: 4, reference: 'APT-3' });
    });
    act(() => jest.advanceTimersByTime(DESK_EVENTS_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);

    unmount();
    expect(source.closed).toBe(true);
  });

  it('refetches while a busy stream keeps sending: a change waits at most the window, never for a pause', async () => {
    const onChange = jest.fn();
    render(<Listener date="2026-12-06" onChange={onChange} />);
    const source = await opened();
    jest.useFakeTimers();
    // Ten desks' arrivals, one every 100 ms for two seconds: never a 250 ms pause.
    for (let tick = 0; tick < 20; tick += 1) {
      act(() => {
        source.emit('booking', { date: '2026-12-06', doctor: 3, reference: `APT-${tick}` });
        jest.advanceTimersByTime(100);
      });
    }
    expect(onChange.mock.calls.length).toBeGreaterThanOrEqual(6);
    act(() => jest.advanceTimersByTime(DESK_EVENTS_DEBOUNCE_MS));
    const settled = onChange.mock.calls.length;
    act(() => jest.advanceTimersByTime(DESK_EVENTS_DEBOUNCE_MS * 4));
    expect(onChange).toHaveBeenCalledTimes(settled);
  });

  it('ignores another day’s changes and anything that is not JSON', async () => {
    const onChange = jest.fn();
    render(<Listener date="2026-12-06" onChange={onChange} />);
    const source = await opened();
    jest.useFakeTimers();
    act(() => {
      source.emit('booking', { date: '2026-12-05', doctor: 3, reference: 'APT-1' });
      for (const listener of source.listeners.get('booking') ?? []) {
        listener(new MessageEvent('booking', { data: 'not json' }));
      }
      jest.advanceTimersByTime(DESK_EVENTS_DEBOUNCE_MS * 2);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the kind of change its page shows: the run sheet a lab booking’s, the day list an OPD one’s', async () => {
    const onLab = jest.fn();
    const onBooking = jest.fn();
    render(
      <>
        <Listener date="2026-12-06" onChange={onLab} kind="lab" />
        <Listener date="2026-12-06" onChange={onBooking} />
      </>,
    );
    await opened();
    const [sheet, list] = FakeEventSource.opened;
    jest.useFakeTimers();
    act(() => {
      for (const source of [sheet, list]) source?.emit('lab', { date: '2026-12-06', reference: 'LAB-1' });
      jest.advanceTimersByTime(DESK_EVENTS_DEBOUNCE_MS);
    });
    expect(onLab).toHaveBeenCalledTimes(1);
    expect(onBooking).not.toHaveBeenCalled();
  });

  it('refetches when the stream opens again after an error, not on its first opening', async () => {
    const onChange = jest.fn();
    render(<Listener date="2026-12-06" onChange={onChange} />);
    const source = await opened();
    jest.useFakeTimers();
    act(() => {
      source.emit('open');
      jest.advanceTimersByTime(DESK_EVENTS_DEBOUNCE_MS);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      source.emit('error');
      source.emit('open');
      jest.advanceTimersByTime(DESK_EVENTS_DEBOUNCE_MS);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('opens nothing until there is a day, and a new day is a new stream', async () => {
    const { rerender } = render(<Listener date={null} onChange={jest.fn()} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(FakeEventSource.opened).toHaveLength(0);
    rerender(<Listener date="2026-12-06" onChange={jest.fn()} />);
    const first = await opened();
    rerender(<Listener date="2026-12-07" onChange={jest.fn()} />);
    const second = await opened();
    expect(first.closed).toBe(true);
    expect(second).not.toBe(first);
  });
});
