import { describe, expect, it, vi } from 'vitest';
import { requestPersistence, storageUsage } from '../../src/store/persistence.ts';

describe('requestPersistence', () => {
  it('does not ask again when storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistence({ persisted: async () => true, persist })).toBe('persisted');
    expect(persist).not.toHaveBeenCalled();
  });

  it("reports the browser's answer", async () => {
    expect(await requestPersistence({ persisted: async () => false, persist: async () => true })).toBe('persisted');
    expect(await requestPersistence({ persisted: async () => false, persist: async () => false })).toBe('not-persisted');
  });

  it('says unsupported where the API is missing or throws', async () => {
    expect(await requestPersistence(undefined)).toBe('unsupported');
    expect(await requestPersistence({})).toBe('unsupported');
    expect(
      await requestPersistence({
        persist: async () => {
          throw new DOMException('no', 'SecurityError');
        },
      }),
    ).toBe('unsupported');
  });
});

describe('storageUsage', () => {
  it('returns usage and quota, or null where the browser does not tell', async () => {
    expect(await storageUsage({ estimate: async () => ({ usage: 10, quota: 100 }) })).toEqual({ usage: 10, quota: 100 });
    expect(await storageUsage({ estimate: async () => ({}) })).toBeNull();
    expect(await storageUsage(undefined)).toBeNull();
  });
});
