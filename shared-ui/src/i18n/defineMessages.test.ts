import { defineMessages, interpolate } from './defineMessages';

describe('defineMessages', () => {
  it('fills in placeholders and leaves unknown ones as written', () => {
    expect(interpolate('{index} of {count}', { index: 2, count: 5 })).toBe('2 of 5');
    expect(interpolate('Clear {label}', {})).toBe('Clear {label}');
    expect(interpolate('OK')).toBe('OK');
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
});
