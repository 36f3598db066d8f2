import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useInView } from './useInView';
import type { InViewOptions } from './useInView';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined }> = [];

beforeEach(() => {
  observers.length = 0;
  window.IntersectionObserver = class {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

function Section(options: InViewOptions) {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useInView(ref, options) ? 'shown' : 'waiting'}</div>;
}

describe('useInView', () => {
  it('turns true when the element comes into the box its margin draws', () => {
    render(<Section threshold={0} rootMargin="0px 0px -48px 0px" />);
    expect(observers[0]?.options).toEqual({ threshold: 0, rootMargin: '0px 0px -48px 0px' });
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('with orOnInteraction, turns true at the first scroll or tap, out of view', () => {
    render(<Section orOnInteraction />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('without it, a scroll alone shows nothing', () => {
    render(<Section />);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});
