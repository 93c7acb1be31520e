export type PersistenceResult = 'persisted' | 'not-persisted' | 'unsupported';

export type StorageLike = Partial<Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>>;

function deviceStorage(): StorageLike | undefined {
  return globalThis.navigator?.storage;
}

/**
 * Asks the browser not to evict Mesa's data under storage pressure. Chromium grants it silently
 * to installed or engaged sites, Firefox may ask the user, Safari may refuse; the app should show
 * 'not-persisted' as a gentle warning, never as an error.
 */
export async function requestPersistence(storage: StorageLike | undefined = deviceStorage()): Promise<PersistenceResult> {
  if (!storage?.persist) return 'unsupported';
  try {
    if (await storage.persisted?.()) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'not-persisted';
  } catch {
    return 'unsupported';
  }
}

/** How full the origin's storage is, for the "storage almost full" message; null where unknown. */
export async function storageUsage(
  storage: StorageLike | undefined = deviceStorage(),
): Promise<{ usage: number; quota: number } | null> {
  try {
    const estimate = await storage?.estimate?.();
    if (estimate?.usage === undefined || estimate.quota === undefined) return null;
    return { usage: estimate.usage, quota: estimate.quota };
  } catch {
    return null;
  }
}
