/**
 * The name an object was reached by (`ctx.id.name`: `lot:<id>`, `lot:<id>:relay:<k>`, `user:<id>`), kept in
 * its own storage the first time it is seen. The local runtime (`wrangler dev`, the end-to-end server) wakes an
 * object that was evicted from memory for its alarm without its name (workerd issue 6850), and the instance it
 * makes then serves the calls that follow by name as well: without the kept name an inbox would refuse its
 * user's bell, and a room find no lot, until that instance is evicted in turn. Production gives every wake
 * its name; an object never reached by name has none to keep and still serves nobody.
 */
const NAME_KEY = 'object-name';

export function objectName(ctx: DurableObjectState): Pick<DurableObjectId, 'name'> {
  const kv = ctx.storage.kv;
  const named = ctx.id.name;
  if (named === undefined) return { name: kv.get<string>(NAME_KEY) };
  if (kv.get<string>(NAME_KEY) !== named) kv.put(NAME_KEY, named);
  return { name: named };
}
