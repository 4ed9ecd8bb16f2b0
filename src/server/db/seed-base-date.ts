/** Every seed date derives from this fixed day (2026-11-01 UTC), so each install gets the same content. */
export const SEED_BASE_DATE = Date.UTC(2026, 10, 1)
