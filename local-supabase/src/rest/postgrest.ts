/**
 * A PostgREST stand-in for one `/rest/v1/...` request: the request becomes ONE parameterised SQL
 * statement (planRestRequest), its single result row becomes the HTTP response (shapeResponse),
 * and a Postgres error becomes PostgREST's error response (restErrorFromPg).
 *
 * Safety rules the whole file keeps:
 * - Identifiers (table, function, column, alias, argument names) must match IDENTIFIER and are
 *   always double-quoted; cast type names must match it too and are emitted bare.
 * - Every value from the request (filter values, bodies, arguments, limits) travels as a `$n`
 *   parameter passed as a string, so Postgres coerces it to the type it is compared with.
 * - Every malformed request is a RestError with a 4xx status, thrown before any SQL runs.
 *
 * Every plan's SQL returns exactly one row, built by Postgres itself so that the JSON is the JSON
 * PostgREST would send (timestamps as `2024-01-01T00:00:00+00:00`, bigints exact, jsonb as-is):
 *   pgrst_count  int   rows in the result (affected rows for writes)
 *   pgrst_body   text  JSON array of the rows                 (reads, rpc, writes with representation)
 *   pgrst_first  text  JSON of the first row, for singular responses and scalar functions
 *   pgrst_total  int   total matching rows                    (select with Prefer: count=exact)
 *   pgrst_retset bool  the function returns a set             (rpc)
 *   pgrst_void   bool  the function returns void              (rpc)
 */

import { MAX_JSON_DEPTH, jsonNestingDepth } from '../http/http.ts';

export interface RestRequest {
  /** GET, HEAD, POST, PATCH, DELETE (anything else is 405) */
  method: string;
  /** the part after /rest/v1, e.g. "/client_projects" or "/rpc/verify_mfa_code" */
  path: string;
  query: URLSearchParams;
  /** lower-case names: accept, prefer, accept-profile, content-profile, ... */
  headers: Record<string, string | undefined>;
  /** parsed JSON body; undefined when there was none */
  body: unknown;
}

export interface RestPlan {
  /** the table or function the path names, percent-decoded (what runs, so what limits key on) */
  name: string;
  sql: string;
  params: unknown[];
  kind: 'select' | 'insert' | 'update' | 'delete' | 'rpc';
  /** Accept: application/vnd.pgrst.object+json */
  singular: boolean;
  /** writes only: Prefer: return=representation (false for select and rpc) */
  returnRepresentation: boolean;
  /** select only: Prefer: count=exact (planned/estimated are treated as exact) */
  countExact: boolean;
  head: boolean;
  offset: number;
  /** PostgREST runs GET/HEAD (tables and rpc) in a read-only transaction */
  readOnly: boolean;
}

export class RestError extends Error {
  status: number;
  code: string;
  details: string | null;
  hint: string | null;
  headers?: Record<string, string>;

  constructor(status: number, code: string, message: string, details: string | null = null, hint: string | null = null) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** PostgREST's db-max-rows as the Supabase CLI configures it. */
const MAX_ROWS = 1000;
/**
 * Bounds on PostgREST-style input, checked before any SQL runs (past one: 400 PGRST100, see
 * boundExceeded). Nothing the product sends comes near them: its filter values are ids, statuses
 * and dates (at most 36 characters), its longest list is `in.(<proposal ids>)`, and it sends no
 * pattern, full-text or array filters. They keep Postgres's recursive parsers (regular expressions,
 * JSON, arrays, text search) far from the embedded engine's stack, which a few thousand nested
 * levels overflow. The URL (414) and the body (64 KiB, 413; JSON depth 32 in readJsonBody) are
 * bounded in rest-routes.ts.
 */
export const REST_BOUNDS = {
  /** bytes of the request target (path and query as sent), about what hosted Supabase's gateway accepts */
  urlLength: 8 * 1024,
  /** characters of one filter value (of each item of an `in` list) */
  filterValueLength: 1000,
  /** items of an `in.(...)` list: one page of ids (MAX_ROWS) fits */
  listItems: 1000,
  /** `{...}` nesting of an array value (cs, cd, ov, any/all): Postgres arrays have at most 6 dimensions */
  arrayDepth: 6,
  /** `{}`/`[]` nesting of a JSON value (cs/cd on jsonb), as for JSON bodies */
  jsonDepth: MAX_JSON_DEPTH,
  /** consecutive negations in a full-text query (`!` for fts, `-` for wfts); Postgres's parser stacks 32 operators */
  textSearchNegations: 16,
  /** or/and/not nesting of a logic tree */
  logicDepth: 16,
} as const;
const MAX_LOGIC_DEPTH = REST_BOUNDS.logicDepth;
/** Alias of the row source the result JSON is aggregated from (and of the rpc function call). */
const SOURCE = '"pgrst_source"';
const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
/** Query parameters that are never column filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and']);

// ---------------------------------------------------------------- errors for bad requests

function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

function invalidBody(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message);
}

/** A request past one of REST_BOUNDS: refused before the database sees it. */
function boundExceeded(message: string, details: string): RestError {
  return new RestError(400, 'PGRST100', message, details, 'See the bounds in docs/security.md.');
}

/** A PostgREST feature this stand-in does not implement: PostgREST's own "not implemented" code. */
function notImplemented(details: string): RestError {
  return new RestError(400, 'PGRST127', 'Feature not implemented', details);
}

/** Thrown by the filter parsers; the caller wraps it into the right "failed to parse ..." error. */
class ParseProblem extends Error {}

// ---------------------------------------------------------------- SQL helpers

function quote(name: string): string {
  return `"${name}"`;
}

/** Collects `$n` parameters. Values are strings (or null) so Postgres infers their types. */
class Params {
  readonly values: unknown[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A JSON value as a SQL parameter: strings as they are, other scalars as text, objects as JSON. */
function jsonValueParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A Postgres array literal of text items, e.g. {"a","b c"}; Postgres casts it to the column's array type. */
function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------- request headers

type Preferences = Map<string, string>;

/** `Prefer: return=representation,count=exact` (postgrest-js joins with ","; curl users may send spaces). */
function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = new Map();
  for (const part of (header ?? '').split(',')) {
    const [key, ...value] = part.trim().split('=');
    if (key) prefs.set(key.trim().toLowerCase(), value.join('=').trim());
  }
  return prefs;
}

/** Accept negotiation: the first media type we can produce wins; none → 406 PGRST107. */
function wantsSingular(accept: string | undefined): boolean {
  if (!accept?.trim()) return false;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  for (const type of types) {
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return true;
    if (type === 'application/json' || type === 'application/*' || type === '*/*' || type === 'application/vnd.pgrst.array+json')
      return false;
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

/** Only `public` is exposed: GET/HEAD name the schema in Accept-Profile, writes in Content-Profile. */
function checkSchema(req: RestRequest, read: boolean): void {
  const schema = read ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (schema !== undefined && schema !== 'public') {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, 'Only the following schemas are exposed: public');
  }
}

// ---------------------------------------------------------------- path

type Target = { kind: 'table' | 'rpc'; name: string };

function parsePath(path: string): Target {
  const match = /^\/(?:(rpc)\/)?([^/]+)$/.exec(path);
  if (!match?.[2]) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  let name = match[2];
  try {
    name = decodeURIComponent(name);
  } catch {
    // malformed escapes stay as they are and fail the identifier check below
  }
  const kind = match[1] ? 'rpc' : 'table';
  if (!IDENTIFIER.test(name))
    throw parseError(`Invalid ${kind === 'rpc' ? 'function' : 'table'} name: ${name}`, 'Names must match [A-Za-z_][A-Za-z0-9_]*');
  return { kind, name };
}

// ---------------------------------------------------------------- splitting with quotes and parentheses

/**
 * Splits at commas outside double quotes and parentheses; quotes and backslash escapes are kept
 * in the items (the item parsers unquote). Returns null when quotes or parentheses do not balance.
 */
function splitTopLevel(text: string): string[] | null {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (--depth < 0) return null;
    } else if (ch === ',' && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted || depth !== 0) return null;
  items.push(text.slice(start));
  return items;
}

/** `"a,b"` → `a,b` (backslash escapes a quote or a backslash); unquoted text is returned as is. */
function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

/** The items of an `in` list, `(a,b,"c,d")` → a | b | c,d; quoted items may hold commas and parentheses. */
function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) throw new ParseProblem('an "in" list must be written (a,b,...)');
  const inner = value.slice(1, -1);
  if (inner === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i] as string;
    if (quoted) {
      if (ch === '\\' && i + 1 < inner.length) current += inner[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted) throw new ParseProblem('unterminated quote in the "in" list');
  items.push(current);
  return items;
}

// ---------------------------------------------------------------- select list

/** `select=` → SQL select list over `qualifier` (a quoted table, CTE or alias). Embeds are not implemented. */
function selectList(raw: string | null, qualifier: string): string {
  if (raw === null || raw.trim() === '') return `${qualifier}.*`;
  const items = splitTopLevel(raw);
  const fail = (details: string) => parseError(`failed to parse select parameter (${raw})`, details);
  if (!items) throw fail('unbalanced quotes or parentheses');
  return items
    .map((rawItem) => {
      const item = rawItem.trim();
      if (item.includes('('))
        throw notImplemented(`Resource embedding and aggregates in select are not supported by the local stand-in: ${item}`);
      if (item.includes('->')) throw notImplemented(`JSON paths in select are not supported by the local stand-in: ${item}`);
      if (item === '*') return `${qualifier}.*`;
      const match = /^(?:([^:]+):(?!:))?([^:]+)(?:::(.+))?$/.exec(item);
      const [, alias, column, cast] = match ?? [];
      if (!column || !IDENTIFIER.test(column)) throw fail(`unexpected "${item}"`);
      if (alias !== undefined && !IDENTIFIER.test(alias)) throw fail(`invalid alias "${alias}"`);
      if (cast !== undefined && !IDENTIFIER.test(cast)) throw fail(`invalid cast "${cast}"`);
      const outputName = alias ?? column;
      if (quote(outputName) === SOURCE) throw fail(`"${outputName}" is reserved by the local stand-in`);
      const expression = `${qualifier}.${quote(column)}${cast ? `::${cast}` : ''}`;
      return alias !== undefined || cast !== undefined ? `${expression} as ${quote(outputName)}` : expression;
    })
    .join(', ');
}

// ---------------------------------------------------------------- filters

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
/** Operators that take the `(any)` / `(all)` modifier with a `{a,b}` list, as in PostgREST. */
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FULL_TEXT: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_VALUES: Record<string, string> = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' };

/**
 * One filter, `[not.]op[(modifier)].value` on `column`, as SQL. In logic trees values may be
 * double-quoted (`name.eq."a,b"`), in query parameters they are taken verbatim.
 */
function filterSql(column: string, expression: string, qualifier: string, params: Params, quotedValues: boolean): string {
  if (!IDENTIFIER.test(column)) throw new ParseProblem(`invalid column name "${column}"`);
  const negated = expression.startsWith('not.');
  const rest = negated ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  if (dot < 0) throw new ParseProblem('expected an operator and a value, e.g. eq.1');
  const operatorText = rest.slice(0, dot);
  const rawValue = rest.slice(dot + 1);
  const value = quotedValues ? unquote(rawValue) : rawValue;
  const target = `${qualifier}.${quote(column)}`;
  const [, operator = '', modifier] = /^([a-z]+)(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?$/.exec(operatorText) ?? [];
  checkFilterValue(column, operatorText, operator, operator === 'in' && modifier === undefined ? rawValue : value);
  const likePattern = (text: string) => (operator === 'like' || operator === 'ilike' ? text.replace(/\*/g, '%') : text);

  let sql: string;
  if (operator === 'is' && modifier === undefined) {
    const test = IS_VALUES[value.toLowerCase()];
    if (!test) throw new ParseProblem(`"is" accepts null, not_null, true, false or unknown, not "${value}"`);
    sql = `${target} is ${test}`;
  } else if (operator === 'in' && modifier === undefined) {
    // One array parameter, not one parameter per item: Postgres types it as an array of the
    // column's type (so uuid columns work) and huge lists cannot exhaust the parameter limit.
    sql = `${target} = any(${params.add(arrayLiteral(parseInList(rawValue)))})`;
  } else if (FULL_TEXT[operator]) {
    const language = modifier === undefined ? '' : `${params.add(modifier)}::regconfig, `;
    sql = `${target} @@ ${FULL_TEXT[operator]}(${language}${params.add(value)})`;
  } else if (COMPARISON[operator] && modifier === undefined) {
    sql = `${target} ${COMPARISON[operator]} ${params.add(likePattern(value))}`;
  } else if (QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all')) {
    if (!value.startsWith('{') || !value.endsWith('}')) throw new ParseProblem(`"${operator}(${modifier})" needs a list written {a,b,...}`);
    sql = `${target} ${COMPARISON[operator]} ${modifier}(${params.add(likePattern(value))})`;
  } else {
    throw new ParseProblem(`unknown operator "${operatorText}"`);
  }
  return negated ? `not (${sql})` : sql;
}

/** Refuses a filter value past REST_BOUNDS (an `in` list is checked item by item). */
function checkFilterValue(column: string, operatorText: string, operator: string, value: string): void {
  const bound = REST_BOUNDS;
  const refuse = (details: string) => boundExceeded(`failed to parse filter (${column}=${operatorText}.…)`, details);
  if (operator === 'in') {
    if (!value.startsWith('(')) return; // the list parser says what is wrong
    const items = parseInList(value);
    if (items.length > bound.listItems) throw refuse(`an "in" list has ${items.length} items; at most ${bound.listItems} are accepted`);
    const longest = Math.max(0, ...items.map((item) => item.length));
    if (longest > bound.filterValueLength)
      throw refuse(`an "in" list item has ${longest} characters; at most ${bound.filterValueLength} are accepted`);
    return;
  }
  if (value.length > bound.filterValueLength)
    throw refuse(`the value has ${value.length} characters; at most ${bound.filterValueLength} are accepted`);
  if (value.startsWith('{') || value.startsWith('[')) {
    // A JSON value (cs/cd on jsonb) or an array literal ({a,b}, {{1,2},{3,4}}).
    const json = isJson(value);
    const depth = jsonNestingDepth(value);
    const limit = json ? bound.jsonDepth : bound.arrayDepth;
    if (depth > limit) throw refuse(`the ${json ? 'JSON' : 'array'} value nests ${depth} levels; at most ${limit} are accepted`);
  }
  const negation = operator === 'fts' ? '!' : operator === 'wfts' ? '-' : null;
  if (negation && negationRun(value, negation) > bound.textSearchNegations)
    throw refuse(`more than ${bound.textSearchNegations} negations ("${negation}") in a row`);
}

/** The longest run of `negation` in `query`, whitespace between them not counting. */
function negationRun(query: string, negation: string): number {
  let run = 0;
  let longest = 0;
  for (const ch of query) {
    if (ch === negation) longest = Math.max(longest, ++run);
    else if (ch.trim() !== '') run = 0;
  }
  return longest;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` and friends, parenthesised. */
function logicSql(operator: string, negated: boolean, value: string, qualifier: string, params: Params, depth: number): string {
  if (depth > MAX_LOGIC_DEPTH) throw new ParseProblem(`logic trees nest at most ${MAX_LOGIC_DEPTH} levels`);
  if (!value.startsWith('(') || !value.endsWith(')')) throw new ParseProblem('a logic tree must be written (filter,filter,...)');
  const items = splitTopLevel(value.slice(1, -1));
  if (!items) throw new ParseProblem('unbalanced quotes or parentheses');
  const conditions = items.map((item) => {
    const group = /^(not\.)?(or|and)(\([\s\S]*\))$/.exec(item);
    if (group) return logicSql(group[2] as string, Boolean(group[1]), group[3] as string, qualifier, params, depth + 1);
    const dot = item.indexOf('.');
    if (dot < 0) throw new ParseProblem(`expected column.operator.value, got "${item}"`);
    return filterSql(item.slice(0, dot), item.slice(dot + 1), qualifier, params, true);
  });
  const sql = `(${conditions.join(` ${operator} `)})`;
  return negated ? `not ${sql}` : sql;
}

/** Every filter parameter (horizontal filters and logic trees), AND-combined; '' when none. */
function whereSql(query: URLSearchParams, qualifier: string, params: Params, ignore: (key: string) => boolean = () => false): string {
  const conditions: string[] = [];
  for (const [key, value] of query) {
    if (RESERVED.has(key) || ignore(key)) continue;
    if (LOGIC_KEYS.has(key)) {
      try {
        conditions.push(logicSql(key.replace(/^not\./, ''), key.startsWith('not.'), value, qualifier, params, 1));
      } catch (error) {
        if (error instanceof ParseProblem) throw parseError(`failed to parse logic tree (${value})`, error.message);
        throw error;
      }
      continue;
    }
    try {
      conditions.push(filterSql(key, value, qualifier, params, false));
    } catch (error) {
      if (error instanceof ParseProblem)
        throw parseError(`failed to parse filter (${IDENTIFIER.test(key) ? value : `${key}=${value}`})`, error.message);
      throw error;
    }
  }
  return conditions.join(' and ');
}

/** Names of the filter parameters (for the "filters are not supported here" checks). */
function filterKeys(query: URLSearchParams): string[] {
  return [...query.keys()].filter((key) => !RESERVED.has(key));
}

// ---------------------------------------------------------------- order, limit, offset

function orderSql(raw: string | null, qualifier: string): string {
  if (raw === null) return '';
  return raw
    .split(',')
    .map((term) => {
      const [column = '', ...modifiers] = term.trim().split('.');
      const fail = (details: string) => parseError(`failed to parse order (${raw})`, details);
      if (!IDENTIFIER.test(column)) throw fail(`unexpected "${term}"`);
      let direction = '';
      let nulls = '';
      for (const modifier of modifiers) {
        if ((modifier === 'asc' || modifier === 'desc') && !direction && !nulls) direction = ` ${modifier}`;
        else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && !nulls)
          nulls = modifier === 'nullsfirst' ? ' nulls first' : ' nulls last';
        else throw fail(`unexpected "${modifier}" in "${term}", expecting asc, desc, nullsfirst or nullslast`);
      }
      return `${qualifier}.${quote(column)}${direction}${nulls}`;
    })
    .join(', ');
}

function nonNegativeInteger(query: URLSearchParams, name: 'limit' | 'offset'): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value))
    throw parseError(`failed to parse ${name} parameter (${raw})`, 'expected a non-negative integer');
  return value;
}

// ---------------------------------------------------------------- statements

/** `select <list> from <from> [where] [order] [limit/offset]`, the rows of a response. */
function rowsQuery(from: string, list: string, where: string, order: string, paging: string): string {
  return `select ${list} from ${from}${where ? ` where ${where}` : ''}${order ? ` order by ${order}` : ''}${paging}`;
}

/** Wraps the response rows into the one-row result shapeResponse reads (see the file comment). */
function aggregate(rows: string, extraColumns: string[] = []): string {
  const columns = [
    'count(*)::int as "pgrst_count"',
    `coalesce(json_agg(${SOURCE}), '[]')::text as "pgrst_body"`,
    `(json_agg(${SOURCE}) -> 0)::text as "pgrst_first"`,
    ...extraColumns,
  ];
  return `select ${columns.join(', ')} from (${rows}) as ${SOURCE}`;
}

function paging(query: URLSearchParams, params: Params): { sql: string; offset: number } {
  const limit = Math.min(nonNegativeInteger(query, 'limit') ?? MAX_ROWS, MAX_ROWS);
  const offset = nonNegativeInteger(query, 'offset') ?? 0;
  return { sql: ` limit ${params.add(String(limit))}${offset ? ` offset ${params.add(String(offset))}` : ''}`, offset };
}

/** A `columns=` parameter: `"a","b"` (postgrest-js quotes them) or `a,b`. */
function parseColumns(raw: string | null): string[] | undefined {
  if (raw === null) return undefined;
  return raw.split(',').map((item) => {
    const name = unquote(item.trim());
    if (!IDENTIFIER.test(name)) throw parseError(`failed to parse columns parameter (${raw})`, `invalid column name "${name}"`);
    return name;
  });
}

/** The data-modifying statement's result, as a one-row result (representation or just the count). */
function writeResult(table: string, dml: string, representation: boolean, query: URLSearchParams): string {
  const cte = quote(table); // the CTE carries the table's name, so PG errors name the table
  if (!representation) return `with ${cte} as (${dml} returning 1) select count(*)::int as "pgrst_count" from ${cte}`;
  return `with ${cte} as (${dml} returning *) ${aggregate(rowsQuery(cte, selectList(query.get('select'), cte), '', orderSql(query.get('order'), cte), ''))}`;
}

function rejectPagingOnWrite(query: URLSearchParams): void {
  if (query.has('limit') || query.has('offset')) throw notImplemented('limit/offset on writes are not supported by the local stand-in');
}

function planSelect(req: RestRequest, table: string, params: Params, singular: boolean, prefs: Preferences): Omit<RestPlan, 'name'> {
  const relation = `"public".${quote(table)}`;
  const where = whereSql(req.query, relation, params);
  const page = paging(req.query, params);
  const countExact = ['exact', 'planned', 'estimated'].includes(prefs.get('count') ?? '');
  const total = countExact ? [`(select count(*) from ${relation}${where ? ` where ${where}` : ''})::int as "pgrst_total"`] : [];
  const rows = rowsQuery(
    relation,
    selectList(req.query.get('select'), relation),
    where,
    orderSql(req.query.get('order'), relation),
    page.sql,
  );
  return {
    sql: aggregate(rows, total),
    params: params.values,
    kind: 'select',
    singular,
    returnRepresentation: false,
    countExact,
    head: req.method === 'HEAD',
    offset: page.offset,
    readOnly: true,
  };
}

function planInsert(req: RestRequest, table: string, params: Params, prefs: Preferences): string {
  const { body, query } = req;
  rejectPagingOnWrite(query);
  if (filterKeys(query).length > 0)
    throw notImplemented(`filters on POST are not supported by the local stand-in: ${filterKeys(query).join(', ')}`);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw invalidBody();

  const listed = parseColumns(query.get('columns'));
  let columns: string[];
  if (listed) {
    columns = listed;
    // PostgREST fills missing keys with NULL unless Prefer: missing=default asks for the column
    // DEFAULT, which would need the table's defaults; refuse rather than silently insert NULLs.
    if (prefs.get('missing') === 'default' && rows.some((row) => columns.some((column) => !Object.hasOwn(row, column)))) {
      throw notImplemented('Prefer: missing=default with objects lacking some of ?columns is not supported by the local stand-in');
    }
  } else {
    columns = Object.keys(rows[0] ?? {});
    const signature = [...columns].sort().join(',');
    if (rows.some((row) => Object.keys(row).sort().join(',') !== signature)) throw invalidBody('All object keys must match');
    const bad = columns.find((column) => !IDENTIFIER.test(column));
    if (bad !== undefined) throw parseError(`Invalid column name in the body: ${bad}`, 'Names must match [A-Za-z_][A-Za-z0-9_]*');
  }

  // The whole body is one json parameter; json_populate_recordset converts each value to its
  // column's type exactly as PostgREST does (arrays, jsonb strings, numbers into text, ...).
  // With no columns it selects zero columns, which inserts rows of DEFAULTs.
  const relation = `"public".${quote(table)}`;
  const record = quote(table);
  const source = `from json_populate_recordset(null::${relation}, ${params.add(JSON.stringify(rows))}::json) as ${record}`;
  const targetList = columns.length ? ` (${columns.map(quote).join(', ')})` : '';
  const values = columns.map((column) => `${record}.${quote(column)}`).join(', ');
  return `insert into ${relation}${targetList} select ${values} ${source}${onConflict(query, prefs, columns)}`;
}

/**
 * Upserts: Prefer resolution=merge-duplicates|ignore-duplicates with on_conflict=a,b. Other
 * resolution values are ignored, as PostgREST ignores invalid preferences (handling=lenient).
 */
function onConflict(query: URLSearchParams, prefs: Preferences, columns: string[]): string {
  const resolution = prefs.get('resolution');
  if (resolution !== 'merge-duplicates' && resolution !== 'ignore-duplicates') return '';
  const target = parseColumns(query.get('on_conflict'));
  const targetSql = target ? ` (${target.map(quote).join(', ')})` : '';
  if (resolution === 'ignore-duplicates') return ` on conflict${targetSql} do nothing`;
  // Without on_conflict PostgREST uses the primary key, which only a schema cache knows.
  if (!target) throw notImplemented('Prefer: resolution=merge-duplicates needs on_conflict=<columns> in the local stand-in');
  if (columns.length === 0) return ` on conflict${targetSql} do nothing`;
  return ` on conflict${targetSql} do update set ${columns.map((column) => `${quote(column)} = excluded.${quote(column)}`).join(', ')}`;
}

function planUpdate(req: RestRequest, table: string, params: Params): string {
  rejectPagingOnWrite(req.query);
  if (!isPlainObject(req.body) || Object.keys(req.body).length === 0) throw invalidBody();
  const columns = parseColumns(req.query.get('columns')) ?? Object.keys(req.body);
  const bad = columns.find((column) => !IDENTIFIER.test(column));
  if (bad !== undefined) throw parseError(`Invalid column name in the body: ${bad}`, 'Names must match [A-Za-z_][A-Za-z0-9_]*');
  const relation = `"public".${quote(table)}`;
  const record = quote(table);
  // As for inserts, one json parameter typed through the table's row type.
  const values = `select ${columns.map((column) => `${record}.${quote(column)}`).join(', ')} from json_populate_record(null::${relation}, ${params.add(JSON.stringify(req.body))}::json) as ${record}`;
  const where = whereSql(req.query, relation, params);
  return `update ${relation} set (${columns.map(quote).join(', ')}) = (${values})${where ? ` where ${where}` : ''}`;
}

function planDelete(req: RestRequest, table: string, params: Params): string {
  rejectPagingOnWrite(req.query);
  const relation = `"public".${quote(table)}`;
  const where = whereSql(req.query, relation, params);
  return `delete from ${relation}${where ? ` where ${where}` : ''}`;
}

/**
 * `select ... from "public"."fn"(named args) as "pgrst_source"`, aggregated. A function in FROM
 * runs once; for a scalar function its single column is named after the alias, so
 * json_agg("pgrst_source") yields the scalar values, for a composite or table function it yields
 * the whole rows. pg_proc tells shapeResponse whether the function returns a set or void.
 */
function planRpc(req: RestRequest, fn: string, params: Params, singular: boolean): Omit<RestPlan, 'name'> {
  const read = req.method === 'GET' || req.method === 'HEAD';
  let args: [string, unknown][];
  if (read) {
    // GET passes the arguments as query parameters; filters on the result need POST here.
    args = [...req.query].filter(([key]) => !RESERVED.has(key));
    const names = args.map(([key]) => key);
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated !== undefined)
      throw notImplemented(`repeated argument "${repeated}" (variadic arguments) is not supported by the local stand-in`);
  } else if (req.body === undefined || req.body === null) {
    args = [];
  } else if (isPlainObject(req.body)) {
    args = Object.entries(req.body);
  } else if (Array.isArray(req.body)) {
    throw notImplemented('calling a function with a JSON array body is not supported by the local stand-in');
  } else {
    throw invalidBody();
  }
  const bad = args.find(([name]) => !IDENTIFIER.test(name));
  if (bad) throw parseError(`Invalid function argument name: ${bad[0]}`, 'Names must match [A-Za-z_][A-Za-z0-9_]*');

  const call = `"public".${quote(fn)}(${args.map(([name, value]) => `${quote(name)} => ${params.add(jsonValueParam(value))}`).join(', ')})`;
  const where = read ? '' : whereSql(req.query, SOURCE, params);
  const page = paging(req.query, params);
  const rows = rowsQuery(
    `${call} as ${SOURCE}`,
    selectList(req.query.get('select'), SOURCE),
    where,
    orderSql(req.query.get('order'), SOURCE),
    page.sql,
  );
  const name = params.add(fn);
  const procs = `from pg_catalog.pg_proc as p where p.pronamespace = 'public'::regnamespace and p.proname = ${name}`;
  return {
    sql: aggregate(rows, [
      `(select coalesce(bool_or(p.proretset), false) ${procs}) as "pgrst_retset"`,
      `(select coalesce(bool_and(p.prorettype = 'pg_catalog.void'::regtype), false) ${procs}) as "pgrst_void"`,
    ]),
    params: params.values,
    kind: 'rpc',
    singular,
    returnRepresentation: false,
    countExact: false,
    head: req.method === 'HEAD',
    offset: page.offset,
    readOnly: read,
  };
}

/**
 * Plans one request. Throws RestError (always 4xx) for anything malformed or unsupported; the
 * returned SQL must run in the request's transaction (role and request.jwt.claims already set).
 */
export function planRestRequest(req: RestRequest): RestPlan {
  const method = req.method.toUpperCase();
  const target = parsePath(req.path);
  const read = method === 'GET' || method === 'HEAD';
  if (target.kind === 'rpc' && !read && method !== 'POST') throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method))
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  checkSchema(req, read);
  const singular = wantsSingular(req.headers.accept);
  const prefs = parsePrefer(req.headers.prefer);
  const params = new Params();
  const request = { ...req, method };

  if (target.kind === 'rpc') return { ...planRpc(request, target.name, params, singular), name: target.name };
  if (read) return { ...planSelect(request, target.name, params, singular, prefs), name: target.name };

  const representation = prefs.get('return') === 'representation';
  const kind = method === 'POST' ? 'insert' : method === 'PATCH' ? 'update' : 'delete';
  const dml =
    kind === 'insert'
      ? planInsert(request, target.name, params, prefs)
      : kind === 'update'
        ? planUpdate(request, target.name, params)
        : planDelete(request, target.name, params);
  return {
    name: target.name,
    sql: writeResult(target.name, dml, representation, req.query),
    params: params.values,
    kind,
    singular,
    returnRepresentation: representation,
    countExact: false,
    head: false,
    offset: 0,
    readOnly: false,
  };
}

// ---------------------------------------------------------------- responses

function notSingular(count: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${count} rows`);
}

/** PostgREST's Content-Range: `<first>-<last>/<total or *>`, or `*` for the range when empty. */
function contentRange(lower: number, count: number, total: number | undefined): string {
  const upper = lower + count - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/**
 * Turns the plan's one result row into the HTTP response.
 *
 * Throws RestError when a singular request (Accept: application/vnd.pgrst.object+json) did not
 * produce exactly one row (406 PGRST116), or a counted page starts past the end (416 PGRST103).
 * Call it INSIDE the transaction and roll back when it throws: for writes, the changes must not
 * be committed (PostgREST does the same).
 */
export function shapeResponse(
  plan: RestPlan,
  rows: Record<string, unknown>[],
): { status: number; body: string | null; headers: Record<string, string> } {
  const row = rows[0] ?? {};
  const count = Number(row.pgrst_count ?? 0);
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);
  if (plan.singular && count !== 1 && !(plan.kind === 'rpc' && row.pgrst_void === true)) throw notSingular(count);
  const contentType = plan.singular ? OBJECT_TYPE : JSON_TYPE;
  const payload = () => (plan.singular ? text('pgrst_first') : text('pgrst_body'));

  switch (plan.kind) {
    case 'select': {
      const total = plan.countExact ? Number(row.pgrst_total ?? 0) : undefined;
      let status = 200;
      if (total !== undefined) {
        if (plan.offset > total) {
          throw new RestError(
            416,
            'PGRST103',
            'Requested range not satisfiable',
            `An offset of ${plan.offset} was requested, but there are only ${total} rows.`,
          );
        }
        if (count < total) status = 206;
      }
      return {
        status,
        body: plan.head ? null : payload(),
        headers: { 'Content-Type': contentType, 'Content-Range': contentRange(plan.offset, count, total) },
      };
    }
    case 'rpc': {
      if (row.pgrst_void === true) return { status: 204, body: null, headers: {} };
      const body = plan.singular || row.pgrst_retset !== true ? (text('pgrst_first') ?? 'null') : text('pgrst_body');
      return {
        status: 200,
        body: plan.head ? null : body,
        headers: { 'Content-Type': contentType, 'Content-Range': contentRange(plan.offset, count, undefined) },
      };
    }
    case 'insert':
    case 'update':
    case 'delete': {
      // PostgREST: inserts always answer `*/*`, updates and deletes the range of affected rows.
      const range = plan.kind === 'insert' ? '*/*' : contentRange(0, count, undefined);
      if (!plan.returnRepresentation)
        return { status: plan.kind === 'insert' ? 201 : 204, body: null, headers: { 'Content-Range': range } };
      return {
        status: plan.kind === 'insert' ? 201 : 200,
        body: payload(),
        headers: { 'Content-Type': contentType, 'Content-Range': range },
      };
    }
  }
}

// ---------------------------------------------------------------- Postgres errors

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** PostgREST's Error.hs::mapSQLtoHTTP. */
function statusForSqlState(code: string, message: string, role: string): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return role === 'anon' ? 401 : 403;
  }
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return /^\d{3}$/.test(code.slice(2)) && status >= 100 && status <= 599 ? status : 500;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    // PostgREST answers 500 ("too complex"); here the request is what was too complex (nested
    // too deep, too many array dimensions, ...), so it is the client's error.
    '54': 400,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** `RAISE SQLSTATE 'PGRST' USING MESSAGE = '{"code",...}', DETAIL = '{"status":..,"headers":{..}}'`. */
function customPgrstError(message: string, detail: string | null): RestError {
  try {
    const body = JSON.parse(message) as Record<string, unknown>;
    const control = JSON.parse(detail ?? '') as Record<string, unknown>;
    const status = Number(control.status);
    if (typeof body.code !== 'string' || typeof body.message !== 'string' || !Number.isInteger(status) || status < 100 || status > 599)
      throw new Error('shape');
    const error = new RestError(
      status,
      body.code,
      body.message,
      typeof body.details === 'string' ? body.details : null,
      typeof body.hint === 'string' ? body.hint : null,
    );
    if (isPlainObject(control.headers))
      error.headers = Object.fromEntries(Object.entries(control.headers).map(([key, value]) => [key, String(value)]));
    return error;
  } catch {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      'MESSAGE and DETAIL must be JSON objects',
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
}

/**
 * Maps a failed statement to PostgREST's error response. `error` is what PGlite threw (a
 * DatabaseError with code/message/detail/hint); `role` is the request's role (anon → 401 on
 * 42501). Errors without a SQLSTATE are PGlite's own: its parameter serialisers reject some values
 * before Postgres sees them (e.g. `bool_col=eq.maybe`), which Postgres would call 22P02.
 */
export function restErrorFromPg(error: unknown, role: string): RestError {
  const pg = (typeof error === 'object' && error !== null ? error : {}) as PgErrorLike;
  const message = typeof pg.message === 'string' ? pg.message : String(error);
  const details = typeof pg.detail === 'string' && pg.detail !== '' ? pg.detail : null;
  const hint = typeof pg.hint === 'string' && pg.hint !== '' ? pg.hint : null;
  const code = typeof pg.code === 'string' && pg.code !== '' ? pg.code : null;

  if (code === null) {
    const serializer = /^Invalid input for (\w+) type$/.exec(message);
    if (serializer) return new RestError(400, '22P02', `invalid input syntax for type ${serializer[1]}`);
    return new RestError(500, 'PGRSTX00', message);
  }
  if (code === 'PGRST') return customPgrstError(message, details);

  // The planner always schema-qualifies its table and function, so "public." names them.
  const table = code === '42P01' ? /^relation "public\.([^"]+)" does not exist$/.exec(message) : null;
  if (table) return new RestError(404, 'PGRST205', `Could not find the table 'public.${table[1]}' in the schema cache`);
  const fn = code === '42883' ? /^function public\.([A-Za-z_][A-Za-z0-9_]*)\((.*)\) does not exist$/.exec(message) : null;
  if (fn) {
    const args = [...(fn[2] ?? '').matchAll(/([A-Za-z_][A-Za-z0-9_]*) =>/g)].map((match) => match[1]);
    const parameters = args.length === 0 ? ' without parameters' : ` with parameter${args.length > 1 ? 's' : ''} ${args.join(', ')}`;
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${fn[1]}${args.length ? `(${args.join(', ')})` : ' without parameters'} in the schema cache`,
      `Searched for the function public.${fn[1]}${parameters} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }

  const rest = new RestError(statusForSqlState(code, message, role), code, message, details, hint);
  if (rest.status === 401) rest.headers = { 'WWW-Authenticate': 'Bearer' };
  return rest;
}

/** The JSON body of an error response, in PostgREST's key order. */
export function restErrorBody(error: RestError): string {
  return JSON.stringify({ code: error.code, message: error.message, details: error.details, hint: error.hint });
}
