/** A path parameter's value: encoded with encodeURIComponent when the path is built. */
export type ParamValue = string | number;

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
/** `:applyNum` → 'applyNum', `:soLineNumber?` → 'soLineNumber?' */
type ParamSegments<P extends string> = Segments<P> extends infer S ? (S extends `:${infer Name}` ? Name : never) : never;
type RequiredNames<P extends string> = Exclude<ParamSegments<P>, `${string}?`>;
type OptionalNames<P extends string> = ParamSegments<P> extends infer N ? (N extends `${infer Name}?` ? Name : never) : never;

/** The parameters a react-router pattern needs: `:x` required, `:x?` optional, nothing else allowed. */
export type PathParams<P extends string> = { [K in RequiredNames<P>]: ParamValue } & { [K in OptionalNames<P>]?: ParamValue };

/** href()'s arguments after the name: none for a pattern without parameters, else the parameters object. */
export type ParamArgs<P extends string> = [ParamSegments<P>] extends [never]
  ? []
  : [RequiredNames<P>] extends [never]
    ? [params?: PathParams<P>]
    : [params: PathParams<P>];

/**
 * Fills a pattern: each `:name` with its encoded value, an optional `:name?` left out when not given. A required
 * parameter missing or empty is a bug of the caller (the link would lead to a 404), so it throws.
 */
export function fillPattern(pattern: string, params: Record<string, ParamValue | undefined> = {}): string {
  const filled: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      filled.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) continue;
      throw new Error(`${pattern}: parameter ${name} is missing`);
    }
    filled.push(encodeURIComponent(String(value)));
  }
  return filled.join('/') || '/';
}

/** Appends a query string (encodeURIComponent, as the pages read it back); undefined and null values are left out. */
export function withQuery(path: string, query: Record<string, ParamValue | boolean | null | undefined>): string {
  const pairs = Object.entries(query)
    .filter((e): e is [string, ParamValue | boolean] => e[1] !== undefined && e[1] !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return pairs.length ? `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}` : path;
}
