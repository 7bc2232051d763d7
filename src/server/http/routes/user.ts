import type { Hono } from 'hono';
import { UserCheckSchema } from '../../../domain/user.ts';
import { currentUser, socialLoginEnabled } from '../../member/current-user.ts';
import type { AppEnv } from '../context.ts';
import type { OperationRegistry } from '../operations.ts';

export function userRoutes(app: Hono<AppEnv>, registry: OperationRegistry): void {
  registry.add(
    app,
    {
      method: 'get',
      path: '/a/user.json',
      tag: 'User',
      summary: 'Check login: the member, or null for a guest, and whether social login is offered',
      responses: { 200: { description: 'Who the visitor is', schema: UserCheckSchema } },
    },
    (c) => c.json({ user: currentUser(), snsLogin: socialLoginEnabled() }),
  );
}
