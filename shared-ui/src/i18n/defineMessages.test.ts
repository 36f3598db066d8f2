import { defineMessages, formatMessage, interpolate, pluralCategory } from './defineMessages';
import type { ValuesFor } from './defineMessages';

const comments = { one: '{count} Comment', other: '{count} Comments' } as const;
const commentsHi = { one: '{count} टिप्पणी', other: '{count} टिप्पणियाँ' } as const;

describe('defineMessages', () => {
  it('fills in placeholders and leaves unknown ones as written', () => {
    expect(interpolate('{index} of {count}', { index: 2, count: 5 })).toBe('2 of 5');
    expect(interpolate('Clear {label}', {})).toBe('Clear {label}');
    expect(interpolate('OK')).toBe('OK');
  });

  it('chooses the English plural form: 1 Comment, 0 and 2 Comments', () => {
    expect(formatMessage(comments, { count: 1 }, 'en')).toBe('1 Comment');
    expect(formatMessage(comments, { count: 0 }, 'en')).toBe('0 Comments');
    expect(formatMessage(comments, { count: 2 }, 'en')).toBe('2 Comments');
    expect(formatMessage(comments, { count: 1500 }, 'en')).toBe('1,500 Comments');
  });

  it('chooses the Hindi plural form: 0 and 1 टिप्पणी, 2 टिप्पणियाँ', () => {
    expect(pluralCategory(0, 'hi')).toBe('one');
    expect(formatMessage(commentsHi, { count: 0 }, 'hi')).toBe('0 टिप्पणी');
    expect(formatMessage(commentsHi, { count: 1 }, 'hi')).toBe('1 टिप्पणी');
    expect(formatMessage(commentsHi, { count: 2 }, 'hi')).toBe('2 टिप्पणियाँ');
    expect(formatMessage(commentsHi, { count: 125000 }, 'hi')).toBe('1,25,000 टिप्पणियाँ');
  });

  it('falls back to `other` where a language has no form of its own, and fills in the other values', () => {
    expect(formatMessage({ other: '{count} unread from {who}' }, { count: 1, who: 'Asha' }, 'en')).toBe(
      '1 unread from Asha',
    );
    expect(formatMessage('By {author}', { author: 'Asha' }, 'hi')).toBe('By Asha');
  });

  it('asks plural forms for a number `count`, at type-check time', () => {
    const ok: ValuesFor<typeof comments> = [{ count: 2 }];
    // @ts-expect-error a plural text needs `count`
    const missing: ValuesFor<typeof comments> = [{}];
    // @ts-expect-error `count` is a number, to choose the form by
    const text: ValuesFor<typeof comments> = [{ count: '2' }];
    expect([ok, missing, text]).toHaveLength(3);
  });

  it('loads the Hindi texts once, and again after a failed load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hi = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: { ok: 'ठीक है' } });
    const catalogue = defineMessages({ en: { ok: 'OK' }, hi });
    const listener = jest.fn();
    catalogue.subscribe(listener);
    await expect(catalogue.loadHindi()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Hindi texts could not be loaded:', 'ChunkLoadError');
    await expect(catalogue.loadHindi()).resolves.toEqual({ ok: 'ठीक है' });
    await catalogue.loadHindi();
    expect(hi).toHaveBeenCalledTimes(2);
    expect(catalogue.hindi()).toEqual({ ok: 'ठीक है' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses, at type-check time, a Hindi catalogue with a missing or an extra key', () => {
    const en = { ok: 'OK', close: 'Close' };
    // @ts-expect-error `close` is missing
    defineMessages({ en, hi: async () => ({ default: { ok: 'ठीक है' } }) });
    // @ts-expect-error `cancel` is not an English key
    defineMessages({ en, hi: async () => ({ default: { ok: 'ठीक है', close: 'बंद करें', cancel: 'रद्द' } }) });
    expect(defineMessages({ en, hi: async () => ({ default: { ok: 'ठीक है', close: 'बंद करें' } }) }).en).toBe(en);
  });

  it('refuses, at type-check time, a plain Hindi text where English has plural forms', () => {
    const en = { comments };
    // @ts-expect-error English has plural forms, so Hindi needs them too
    defineMessages({ en, hi: async () => ({ default: { comments: '{count} टिप्पणियाँ' } }) });
    expect(defineMessages({ en, hi: async () => ({ default: { comments: commentsHi } }) }).en).toBe(en);
  });
});
