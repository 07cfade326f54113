import { describe, expect, it } from '@jest/globals';
import { call } from './support/api-client.js';

describe('OpenAPI document', () => {
  it('lists the auth and account routes with their body schemas, and no configuration classes', async () => {
    const res = await call('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of ['/api/auth/register', '/api/auth/login', '/api/auth/refresh', '/api/auth/logout', '/api/auth/password/forgot', '/api/auth/password/reset', '/api/me', '/api/me/ban', '/api/health']) {
      expect(paths).toContain(p);
    }
    expect(res.body.components.schemas.LoginDto).toMatchObject({ required: ['email', 'password'], properties: { email: { format: 'email' } } });
    expect(Object.keys(res.body.components.schemas).filter((n) => n.endsWith('Env'))).toEqual([]);
    const page = await fetch(`${process.env.API_URL}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/swagger/i);
  });
});
