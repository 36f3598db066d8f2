import { afterNextFrame } from './afterNextFrame';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('afterNextFrame', () => {
  it('runs after the next frame, not before', () => {
    const then = jest.fn();
    afterNextFrame(then);
    jest.advanceTimersByTime(0);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const then = jest.fn();
    const cancel = afterNextFrame(then);
    cancel();
    jest.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();
  });
});
