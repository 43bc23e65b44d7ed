/**
 * The catalogue's categories (administrators, under the admin prefix's guard; decision 0034): GET
 * /api/admin/categories (all, active and retired, in order, with their lots), POST {name}, PUT /{id} {name} (a
 * rename: the lots, schedules and templates filed under it follow), POST /{id}/retire, POST /{id}/restore and
 * POST /{id}/move {direction: up|down}. Every change empties the visitors' cache, so the catalogue's chips show it.
 */
import { Hono, type Context } from 'hono';
import { authMessages } from '~/i18n/auth-messages';
import { categoriesText } from '~/i18n/pt-BR-categories';
import { readCategoryMove, readCategoryName } from '~/schemas/categories';
import {
  createCategory,
  listAllCategories,
  moveCategory,
  renameCategory,
  setCategoryRetired,
  type CategoryChange,
} from '~/server/admin/categories.server';
import { invalidateAnonymousCache } from '../../anonymous-cache';
import { actorOf } from '../actor';
import { jsonBody } from '../body';
import { apiError } from '../errors';
import type { SignedInEnv } from '../guards';
import { idFromPath } from '../id-param';

const text = categoriesText;
const categoryId = idFromPath(text.notFound);

/** The field's refusal, named under it (the form shows it below 'Nome'). */
const nameRefused = (c: Context, status: 409 | 422, message: string) => c.json({ error: message, fields: { name: message } }, status);

/** The change's answer: the category and `message`, or the refusal in Portuguese. */
function answer(c: Context, result: CategoryChange, message: string, status: 200 | 201 = 200) {
  if (result.ok) {
    invalidateAnonymousCache();
    return c.json({ data: result.category, message }, status);
  }
  switch (result.reason) {
    case 'not_found':
      return apiError(c, 404, text.notFound);
    case 'last_active':
      return apiError(c, 409, text.lastActive);
    case 'duplicate':
      return nameRefused(c, 409, text.duplicate(result.name));
    case 'duplicate_retired':
      return nameRefused(c, 409, text.duplicateRetired(result.name));
  }
}

/** The body's name, or the answer refusing it. */
async function nameOf(c: Context): Promise<{ ok: true; name: string } | { ok: false; response: Response }> {
  const body = await jsonBody(c);
  if (!body) return { ok: false, response: apiError(c, 400, authMessages.invalidBody) };
  const input = readCategoryName(body);
  return input.ok ? { ok: true, name: input.value.name } : { ok: false, response: nameRefused(c, 422, input.message) };
}

export const adminCategoriesApi = new Hono<SignedInEnv>()
  .get('/', async (c) => c.json({ data: await listAllCategories(c.var.rc.db) }))
  .post('/', async (c) => {
    const input = await nameOf(c);
    if (!input.ok) return input.response;
    return answer(c, await createCategory(c.var.rc.db, actorOf(c), input.name), text.created, 201);
  })
  .put('/:id', categoryId, async (c) => {
    const input = await nameOf(c);
    if (!input.ok) return input.response;
    return answer(c, await renameCategory(c.var.rc.db, actorOf(c), c.var.id, input.name), text.renamed);
  })
  .post('/:id/retire', categoryId, async (c) =>
    answer(c, await setCategoryRetired(c.var.rc.db, actorOf(c), c.var.id, true), text.retiredDone),
  )
  .post('/:id/restore', categoryId, async (c) =>
    answer(c, await setCategoryRetired(c.var.rc.db, actorOf(c), c.var.id, false), text.restored),
  )
  .post('/:id/move', categoryId, async (c) => {
    const body = await jsonBody(c);
    if (!body) return apiError(c, 400, authMessages.invalidBody);
    const input = readCategoryMove(body);
    if (!input.ok) return apiError(c, 422, input.message);
    return answer(c, await moveCategory(c.var.rc.db, actorOf(c), c.var.id, input.value.direction), text.moved);
  });
