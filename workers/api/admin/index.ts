/**
 * /api/admin/*: every path under it, built or not, is for administrators. One guard on the prefix; the
 * routers mounted here are typed as signed in.
 */
import { Hono } from 'hono';
import { requireAdmin } from '../guards';
import type { ApiEnv } from '../types';
import { adminUsersApi } from './users';

export const adminApi = new Hono<ApiEnv>().use(requireAdmin).route('/users', adminUsersApi);
