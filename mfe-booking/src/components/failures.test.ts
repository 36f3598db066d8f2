import { ApiError } from 'shared-ui';
import { failureKind } from './bookingFailure';

describe('how a write failed', () => {
  it.each([
    [new ApiError('x', { status: 400 }), 'badInput'],
    [new ApiError('x', { status: 500 }), 'server'],
    [new ApiError('x', { status: 503 }), 'server'],
    [new ApiError('x', { isNetworkError: true }), 'network'],
    [new ApiError('x', { isTimeout: true }), 'network'],
    [new ApiError('x', { status: 429 }), 'other'],
    [new Error('x'), 'other'],
  ])('%s is %s', (error, kind) => {
    expect(failureKind(error)).toBe(kind);
  });
});
