import type { Context } from 'hono';

const isUrlEncoded = (contentType: string | undefined) => contentType?.split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * A form's fields as Hono's parseBody answers them: a name that ends in [] holds a list, and with `all` so does a
 * name sent more than once; otherwise the last value stands. A URL-encoded body is read straight off the request as
 * text, which on Node takes the adapter's direct path, where parseBody parses it through a web Response; a multipart
 * body, with its files, still goes to parseBody.
 */
export async function readForm(c: Context, all: boolean): Promise<Record<string, unknown>> {
  if (!isUrlEncoded(c.req.header('content-type'))) return c.req.parseBody({ all });
  const form: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(await c.req.text())) {
    const listed = name.endsWith('[]');
    const known = form[name];
    if (!(all || listed)) form[name] = value;
    else if (known === undefined) form[name] = listed ? [value] : value;
    else form[name] = Array.isArray(known) ? [...known, value] : [known, value];
  }
  return form;
}
