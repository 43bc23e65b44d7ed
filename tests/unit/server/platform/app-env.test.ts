import { describe, expect, it } from 'vitest';
import { appEnvSchema, hasDevRoutes } from '~/server/platform/app-env.server';

describe('APP_ENV', () => {
  it('is production when absent or unknown', () => {
    expect(appEnvSchema.parse(undefined)).toBe('production');
    expect(appEnvSchema.parse('')).toBe('production');
    expect(appEnvSchema.parse('staging')).toBe('production');
    expect(appEnvSchema.parse('Development')).toBe('production');
    expect(appEnvSchema.parse('development')).toBe('development');
  });

  it('has the dev-only routes in development and the test runs only', () => {
    expect(hasDevRoutes('development')).toBe(true);
    expect(hasDevRoutes('test')).toBe(true);
    expect(hasDevRoutes('production')).toBe(false);
    expect(hasDevRoutes(appEnvSchema.parse(undefined))).toBe(false);
    expect(hasDevRoutes(appEnvSchema.parse('staging'))).toBe(false);
  });
});
