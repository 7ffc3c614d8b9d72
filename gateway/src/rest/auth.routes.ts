import { Router } from 'express';
import { z } from 'zod';
import { rateLimit } from './rate-limit';
import { parseBody, route, unwrap, type Execute } from './rest-support';

const loginSchema = z.object({
  username: z.string({ error: 'Username is required.' }).trim().min(1, 'Username is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});

export const staffUserFields = 'id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole';

export function authRoutes(execute: Execute, limits: { loginPerMinute: number }): Router {
  const router = Router();
  route(router, 'post', '/auth/login', rateLimit({ name: 'sign-in', limit: limits.loginPerMinute, windowMs: 60_000 }), async (req) => {
    const body = parseBody(loginSchema, req);
    const data = unwrap(
      await execute<{ login: { token: string; user: Record<string, unknown> } }>(
        req,
        `mutation($username: String!, $password: String!) { login(username: $username, password: $password) { token user { ${staffUserFields} } } }`,
        body,
      ),
    );
    return data.login;
  });
  return router;
}
