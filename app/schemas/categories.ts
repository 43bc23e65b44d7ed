/**
 * The catalogue's categories as the back office manages them (decision 0034): the list's rows and the bodies of
 * POST and PUT /api/admin/categories ({name}) and of a move ({direction}). A refusal carries the first message.
 */
import { CATEGORY_NAME_MAX, categoryName } from '~/domain/categories';
import { categoriesText } from '~/i18n/pt-BR-categories';
import { z } from '~/schemas/zod';

const text = categoriesText;

/** A category as the back office lists it. */
export interface ManagedCategory {
  id: number;
  name: string;
  position: number;
  /** when it was retired; null while active */
  retired_at: string | null;
  created_at: string;
  /** how many lots have it, whatever their status */
  lot_count: number;
}

const nameBody = z.object({
  name: z
    .string({ error: text.nameRequired })
    .transform(categoryName)
    .pipe(z.string().min(1, text.nameRequired).max(CATEGORY_NAME_MAX, text.nameTooLong)),
});

const moveBody = z.object({ direction: z.enum(['up', 'down'], { error: text.directionInvalid }) });

export type CategoryMove = z.infer<typeof moveBody>['direction'];

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function read<S extends z.ZodType>(schema: S, body: unknown): Read<z.output<S>> {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? text.nameRequired };
}

/** A category's name, as stored (trimmed, spaces made one): required, at most 80 characters. */
export const readCategoryName = (body: unknown) => read(nameBody, body);

export const readCategoryMove = (body: unknown) => read(moveBody, body);
