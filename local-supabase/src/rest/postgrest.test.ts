import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  REST_BOUNDS,
  RestError,
  planRestRequest,
  restErrorBody,
  restErrorFromPg,
  shapeResponse,
  type RestPlan,
  type RestRequest,
} from './postgrest.ts';

function request(method: string, path: string, query = '', headers: Record<string, string> = {}, body?: unknown): RestRequest {
  return { method, path, query: new URLSearchParams(query), headers, body };
}

const get = (path: string, query = '', headers: Record<string, string> = {}) => planRestRequest(request('GET', path, query, headers));

/** The RestError a call throws (fails the test if it does not throw one). */
function thrown(work: () => unknown): RestError {
  try {
    work();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a RestError');
}

const ITEMS = '"public"."items"';

describe('planRestRequest: select', () => {
  it('builds one aggregated, parameterised statement', () => {
    const plan = get('/items', 'select=*&title=eq.a&order=n.desc&limit=5&offset=10');
    expect(plan.sql).toBe(
      'select count(*)::int as "pgrst_count", coalesce(json_agg("pgrst_source"), \'[]\')::text as "pgrst_body", (json_agg("pgrst_source") -> 0)::text as "pgrst_first" ' +
        `from (select ${ITEMS}.* from ${ITEMS} where ${ITEMS}."title" = $1 order by ${ITEMS}."n" desc limit $2 offset $3) as "pgrst_source"`,
    );
    expect(plan.params).toEqual(['a', '5', '10']);
    expect(plan).toMatchObject({ kind: 'select', singular: false, head: false, offset: 10, readOnly: true, countExact: false });
  });

  it('defaults to * and caps the rows at 1000', () => {
    const plan = get('/items');
    expect(plan.sql).toContain(`select ${ITEMS}.* from ${ITEMS} limit $1`);
    expect(plan.params).toEqual(['1000']);
    expect(get('/items', 'limit=5000').params).toEqual(['1000']);
    expect(get('/items', 'limit=0').params).toEqual(['0']);
  });

  it('supports column lists, aliases and casts', () => {
    const plan = get('/items', 'select=id,label:title,n::text,total:n::numeric');
    expect(plan.sql).toContain(
      `select ${ITEMS}."id", ${ITEMS}."title" as "label", ${ITEMS}."n"::text as "n", ${ITEMS}."n"::numeric as "total" from`,
    );
  });

  it.each([
    ['id;drop table x', 'PGRST100'],
    ['"a"', 'PGRST100'],
    ['id,', 'PGRST100'],
    ['a:b:c', 'PGRST100'],
    ['n::text;drop', 'PGRST100'],
    ['x:*', 'PGRST100'],
    ['pgrst_source', 'PGRST100'],
    ['owner(id,name)', 'PGRST127'],
    ['data->a', 'PGRST127'],
  ])('rejects select=%s with %s', (select, code) => {
    const error = thrown(() => get('/items', `select=${encodeURIComponent(select)}`));
    expect(error).toMatchObject({ status: 400, code });
  });

  it('orders by several columns with nulls placement', () => {
    expect(get('/items', 'order=n.asc.nullsfirst,title.desc,id').sql).toContain(
      `order by ${ITEMS}."n" asc nulls first, ${ITEMS}."title" desc, ${ITEMS}."id" limit`,
    );
    expect(get('/items', 'order=n.nullslast').sql).toContain(`order by ${ITEMS}."n" nulls last`);
  });

  it.each(['n.up', 'n;drop', 'n.desc.asc', '', 'rel(n).desc', 'n.nullsfirst.desc'])('rejects order=%s', (order) => {
    expect(thrown(() => get('/items', `order=${encodeURIComponent(order)}`))).toMatchObject({ status: 400, code: 'PGRST100' });
  });

  it.each(['limit=-1', 'limit=abc', 'limit=1.5', 'limit=', 'offset=-3', 'offset=99999999999999999999', 'limit=1e3'])(
    'rejects %s',
    (query) => {
      expect(thrown(() => get('/items', query))).toMatchObject({ status: 400, code: 'PGRST100' });
    },
  );

  it('counts with Prefer: count=exact over the same filters', () => {
    const plan = get('/items', 'n=gt.1', { prefer: 'count=exact' });
    expect(plan.countExact).toBe(true);
    expect(plan.sql).toContain(`(select count(*) from ${ITEMS} where ${ITEMS}."n" > $1)::int as "pgrst_total"`);
    expect(plan.params).toEqual(['1', '1000']);
  });

  it('marks singular and HEAD requests', () => {
    expect(get('/items', '', { accept: 'application/vnd.pgrst.object+json' }).singular).toBe(true);
    expect(get('/items', '', { accept: 'application/json, application/vnd.pgrst.object+json' }).singular).toBe(false);
    expect(get('/items', '', { accept: '*/*' }).singular).toBe(false);
    expect(planRestRequest(request('HEAD', '/items')).head).toBe(true);
  });

  it('refuses media types it cannot produce', () => {
    expect(thrown(() => get('/items', '', { accept: 'text/csv' }))).toMatchObject({
      status: 406,
      code: 'PGRST107',
      message: 'None of these media types are available: text/csv',
    });
  });
});

describe('planRestRequest: filters', () => {
  it.each([
    ['eq.1', '= $1', '1'],
    ['neq.1', '<> $1', '1'],
    ['gt.1', '> $1', '1'],
    ['gte.1', '>= $1', '1'],
    ['lt.1', '< $1', '1'],
    ['lte.1', '<= $1', '1'],
    ['like.*ab*c', 'like $1', '%ab%c'],
    ['ilike.AB*', 'ilike $1', 'AB%'],
    ['match.^a', '~ $1', '^a'],
    ['imatch.^a', '~* $1', '^a'],
    ['isdistinct.1', 'is distinct from $1', '1'],
    ['cs.{a,b}', '@> $1', '{a,b}'],
    ['cd.{a,b}', '<@ $1', '{a,b}'],
    ['ov.[1,5)', '&& $1', '[1,5)'],
    ['sl.[1,5)', '<< $1', '[1,5)'],
    ['sr.[1,5)', '>> $1', '[1,5)'],
    ['nxr.[1,5)', '&< $1', '[1,5)'],
    ['nxl.[1,5)', '&> $1', '[1,5)'],
    ['adj.[1,5)', '-|- $1', '[1,5)'],
    ['eq.a.b@c.com', '= $1', 'a.b@c.com'],
    ['eq.', '= $1', ''],
    ['like(any).{a*,*b}', 'like any($1)', '{a%,%b}'],
  ])('title=%s → "title" %s', (filter, sql, param) => {
    const plan = get('/items', `title=${encodeURIComponent(filter)}`);
    expect(plan.sql).toContain(`where ${ITEMS}."title" ${sql} limit`);
    expect(plan.params[0]).toBe(param);
  });

  it.each([
    ['null', 'is null'],
    ['NULL', 'is null'],
    ['not_null', 'is not null'],
    ['true', 'is true'],
    ['false', 'is false'],
    ['unknown', 'is unknown'],
  ])('is.%s', (value, sql) => {
    const plan = get('/items', `n=is.${value}`);
    expect(plan.sql).toContain(`where ${ITEMS}."n" ${sql} limit $1`);
    expect(plan.params).toEqual(['1000']);
  });

  it('builds in lists as one array parameter, honouring quotes and escapes', () => {
    const plan = get('/items', `title=in.${encodeURIComponent('(a,"b,c","d\\"e",f\\g,"(x)")')}`);
    expect(plan.sql).toContain(`where ${ITEMS}."title" = any($1) limit`);
    expect(plan.params[0]).toBe('{"a","b,c","d\\"e","f\\\\g","(x)"}');
    expect(get('/items', 'title=in.()').params[0]).toBe('{}');
  });

  it('negates with not.', () => {
    expect(get('/items', 'n=not.eq.1').sql).toContain(`where not (${ITEMS}."n" = $1) limit`);
    expect(get('/items', 'n=not.is.null').sql).toContain(`where not (${ITEMS}."n" is null) limit`);
    expect(get('/items', 'n=not.in.(1,2)').sql).toContain(`where not (${ITEMS}."n" = any($1)) limit`);
  });

  it('supports full-text search, with an optional language parameter', () => {
    expect(get('/items', 'title=fts.cat').sql).toContain(`${ITEMS}."title" @@ to_tsquery($1) limit`);
    const plan = get('/items', 'title=wfts(english).cat dog');
    expect(plan.sql).toContain(`${ITEMS}."title" @@ websearch_to_tsquery($1::regconfig, $2) limit`);
    expect(plan.params.slice(0, 2)).toEqual(['english', 'cat dog']);
  });

  it('AND-combines every filter, the same column several times', () => {
    const plan = get('/items', 'n=gt.1&n=lt.9&title=like.a*');
    expect(plan.sql).toContain(`where ${ITEMS}."n" > $1 and ${ITEMS}."n" < $2 and ${ITEMS}."title" like $3 limit $4`);
    expect(plan.params).toEqual(['1', '9', 'a%', '1000']);
  });

  it('ignores select, order, limit, offset, columns and on_conflict as filters', () => {
    expect(get('/items', 'select=id&order=id&limit=1&offset=1&columns=a&on_conflict=b').sql).not.toContain('where');
  });

  it('keeps SQL-looking values as parameters', () => {
    const hostile = "x'; drop table items; --";
    const plan = get('/items', `title=eq.${encodeURIComponent(hostile)}&n=in.${encodeURIComponent('(1);drop table items;--,2)')}`);
    expect(plan.sql).not.toMatch(/drop|--|;/);
    expect(plan.params).toEqual([hostile, '{"1);drop table items;--","2"}', '1000']);
  });

  it('passes a huge in list as a single parameter', () => {
    const ids = Array.from({ length: REST_BOUNDS.listItems }, (_, i) => `id-${i}`);
    const plan = get('/items', `id=in.(${ids.join(',')})`);
    expect(plan.params).toHaveLength(2);
    expect(plan.sql.length).toBeLessThan(500);
  });

  it.each([
    ['title=foo.1', 'failed to parse filter (foo.1)'],
    ['title=eq', 'failed to parse filter (eq)'],
    ['title=is.maybe', 'failed to parse filter (is.maybe)'],
    ['title=in.a,b', 'failed to parse filter (in.a,b)'],
    ['title=in.("a)', 'failed to parse filter (in.("a))'],
    ['title=fts(a b).x', 'failed to parse filter (fts(a b).x)'],
    ['title=eq(any).x', 'failed to parse filter (eq(any).x)'],
    ['title=not.not.eq.1', 'failed to parse filter (not.not.eq.1)'],
    ['id;drop table x=eq.1', 'failed to parse filter (id;drop table x=eq.1)'],
    ['"a"=eq.1', 'failed to parse filter ("a"=eq.1)'],
    ['owner.name=eq.1', 'failed to parse filter (owner.name=eq.1)'],
    ['title', 'failed to parse filter ()'],
  ])('rejects %s', (query, message) => {
    expect(thrown(() => get('/items', query))).toMatchObject({ status: 400, code: 'PGRST100', message });
  });
});

describe('planRestRequest: logic trees', () => {
  it('builds or/and groups, nested and negated, with quoted values', () => {
    const plan = get(
      '/items',
      `or=${encodeURIComponent('(n.lt.2,and(title.eq."a,b",n.not.is.null),id.in.(1,"2,3"))')}&not.and=(n.eq.1,n.eq.2)`,
    );
    expect(plan.sql).toContain(
      `where (${ITEMS}."n" < $1 or (${ITEMS}."title" = $2 and not (${ITEMS}."n" is null)) or ${ITEMS}."id" = any($3)) and not (${ITEMS}."n" = $4 and ${ITEMS}."n" = $5) limit`,
    );
    expect(plan.params).toEqual(['2', 'a,b', '{"1","2,3"}', '1', '2', '1000']);
    expect(get('/items', 'or=(n.eq.1,not.and(n.gt.5,n.lt.9))').sql).toContain(
      `(${ITEMS}."n" = $1 or not (${ITEMS}."n" > $2 and ${ITEMS}."n" < $3))`,
    );
  });

  it.each(['or=(n.eq.1', 'or=n.eq.1', 'or=()', 'or=(n.foo.1)', 'or=(n)', 'and=(x;y.eq.1)', 'or=(n.eq."a)'])('rejects %s', (query) => {
    const error = thrown(() => get('/items', query));
    expect(error).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(error.message).toMatch(/^failed to parse logic tree/);
  });

  it('refuses absurdly deep nesting instead of recursing', () => {
    const deep = `or=${'(or'.repeat(200)}(n.eq.1)${')'.repeat(200)}`;
    expect(thrown(() => get('/items', deep))).toMatchObject({ status: 400, code: 'PGRST100' });
  });
});

describe('planRestRequest: bounds on filter values', () => {
  const filter = (value: string) => `title=${encodeURIComponent(value)}`;
  const refused = (query: string) => thrown(() => get('/items', query));
  const nested = (open: string, inner: string, close: string, depth: number) => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
  const uuid = '00000000-0000-4000-8000-000000000000';

  it('has the figures docs/security.md documents', () => {
    // Pinned as numbers: a bound loosened in the code alone (and the tests below, which read it
    // from REST_BOUNDS, with it) fails here.
    expect(REST_BOUNDS).toEqual({
      urlLength: 8192,
      filterValueLength: 1000,
      listItems: 1000,
      arrayDepth: 6,
      jsonDepth: 32,
      textSearchNegations: 16,
      logicDepth: 16,
    });
    const page = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'security.md'), 'utf8');
    expect(page).toMatch(/\| filter value, `in\.\(…\)` items, array nesting +\| 1,000 characters, 1,000 items, 6 levels +\|/);
    expect(page).toMatch(/\| logic trees, text-search negations, JSON nesting \(every service\) +\| 16, 16, 32 levels +\|/);
  });

  it('accepts a logic tree 16 levels deep and refuses one 17 deep with 400 PGRST100', () => {
    // or=(…) itself is the first level; each or(…) inside it one more.
    const tree = (levels: number) => `or=${'(or'.repeat(levels - 1)}(n.eq.1)${')'.repeat(levels - 1)}`;
    expect(get('/items', tree(16)).sql).toContain(`(${'('.repeat(15)}${ITEMS}."n" = $1${')'.repeat(15)})`);
    expect(refused(tree(17))).toMatchObject({
      status: 400,
      code: 'PGRST100',
      message: expect.stringMatching(/^failed to parse logic tree/),
    });
    expect(refused(tree(17)).details).toContain('at most 16 levels');
  });

  it.each([
    ['a value', (n: number) => `eq.${'x'.repeat(n)}`, REST_BOUNDS.filterValueLength],
    [
      'a regular expression',
      (n: number) => `match.${'('.repeat(Math.floor(n / 2))}${')'.repeat(Math.ceil(n / 2))}`,
      REST_BOUNDS.filterValueLength,
    ],
    ['an "in" item', (n: number) => `in.(a,${'x'.repeat(n)})`, REST_BOUNDS.filterValueLength],
    ['an "in" list', (n: number) => `in.(${Array(n).fill(uuid).join(',')})`, REST_BOUNDS.listItems],
    ['an array value', (n: number) => `cs.${nested('{', 'a', '}', n)}`, REST_BOUNDS.arrayDepth],
    ['an any() list', (n: number) => `eq(any).${nested('{', 'a', '}', n)}`, REST_BOUNDS.arrayDepth],
    ['a JSON value', (n: number) => `cs.${nested('{"a":', '1', '}', n)}`, REST_BOUNDS.jsonDepth],
    ['a JSON array', (n: number) => `cd.${nested('[', '1', ']', n)}`, REST_BOUNDS.jsonDepth],
    ['fts negations', (n: number) => `fts.${'! '.repeat(n)}cat`, REST_BOUNDS.textSearchNegations],
    ['wfts negations', (n: number) => `wfts.${'-'.repeat(n)}cat`, REST_BOUNDS.textSearchNegations],
  ])('%s: accepted at the bound, 400 PGRST100 past it', (_label, value, bound) => {
    expect(get('/items', filter(value(bound))).sql).toContain('"title"');
    expect(refused(filter(value(bound + 1)))).toMatchObject({ status: 400, code: 'PGRST100' });
    // the same inside a logic tree (values there may be quoted)
    expect(refused(`or=(${encodeURIComponent(`title.${value(bound + 1)}`)},n.eq.1)`)).toMatchObject({ status: 400, code: 'PGRST100' });
  });

  it('refuses the reported inputs before any SQL is built, saying which bound', () => {
    expect(refused(filter(`match.${nested('(', '', ')', 3000)}`))).toMatchObject({
      message: 'failed to parse filter (title=match.…)',
      details: `the value has 6000 characters; at most ${REST_BOUNDS.filterValueLength} are accepted`,
    });
    expect(refused(filter(`fts.${'!'.repeat(300)}`)).details).toBe(`more than ${REST_BOUNDS.textSearchNegations} negations ("!") in a row`);
    expect(refused(filter(`cs.${nested('{', '', '}', 7)}`)).details).toBe(
      `the array value nests 7 levels; at most ${REST_BOUNDS.arrayDepth} are accepted`,
    );
  });

  it('points at the page that lists the bounds', () => {
    expect(refused(filter(`eq.${'x'.repeat(REST_BOUNDS.filterValueLength + 1)}`)).hint).toBe('See the bounds in docs/security.md.');
    // ts-jest compiles tests to CommonJS, so __dirname (not import.meta) is available here.
    const page = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'security.md'), 'utf8');
    expect(page).toContain('`in.(…)` items');
    expect(page).toContain('400 `PGRST100`');
  });

  it('leaves separate negations and plain-text searches alone', () => {
    expect(get('/items', filter(`fts.${Array(40).fill('!cat').join(' & ')}`)).params[0]).toContain('!cat');
    expect(get('/items', filter(`wfts.${Array(40).fill('well-known').join(' ')}`)).params[0]).toContain('well-known');
    expect(get('/items', filter(`plfts.${'!'.repeat(100)}`)).params[0]).toBe('!'.repeat(100));
  });
});

describe('planRestRequest: path, method, schema', () => {
  it.each(['/', '', '/a/b', '/rpc/', '/rpc/a/b'])('404 PGRST125 for path %j', (path) => {
    expect(thrown(() => get(path))).toMatchObject({ status: 404, code: 'PGRST125' });
  });

  it.each(['/a-b', '/items;drop', '/%22items%22', '/rpc/fn()', '/%E0%A4%A'])('400 for the name in %s', (path) => {
    expect(thrown(() => get(path))).toMatchObject({ status: 400, code: 'PGRST100' });
  });

  it('decodes percent-escaped names', () => {
    expect(get('/%69tems').sql).toContain(`from ${ITEMS}`);
  });

  it('405 for unsupported methods', () => {
    expect(thrown(() => planRestRequest(request('PUT', '/items')))).toMatchObject({
      status: 405,
      code: 'PGRST117',
      message: 'Unsupported HTTP method: PUT',
    });
    expect(thrown(() => planRestRequest(request('PATCH', '/rpc/fn')))).toMatchObject({
      status: 405,
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
    });
  });

  it('only exposes public', () => {
    const error = thrown(() => get('/items', '', { 'accept-profile': 'auth' }));
    expect(error).toMatchObject({
      status: 406,
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      hint: 'Only the following schemas are exposed: public',
    });
    expect(thrown(() => planRestRequest(request('POST', '/items', '', { 'content-profile': 'private' }, { a: 1 })))).toMatchObject({
      code: 'PGRST106',
    });
    expect(get('/items', '', { 'accept-profile': 'public' }).kind).toBe('select');
    expect(planRestRequest(request('POST', '/items', '', { 'content-profile': 'public' }, { a: 1 })).kind).toBe('insert');
  });
});

describe('planRestRequest: writes', () => {
  const post = (body: unknown, query = '', headers: Record<string, string> = {}) =>
    planRestRequest(request('POST', '/items', query, headers, body));

  it('inserts through one json parameter and returns 1 for minimal', () => {
    const plan = post({ title: 'a', n: 1 });
    expect(plan.sql).toBe(
      `with "items" as (insert into ${ITEMS} ("title", "n") select "items"."title", "items"."n" from json_populate_recordset(null::${ITEMS}, $1::json) as "items" returning 1) ` +
        'select count(*)::int as "pgrst_count" from "items"',
    );
    expect(plan.params).toEqual(['[{"title":"a","n":1}]']);
    expect(plan).toMatchObject({ kind: 'insert', returnRepresentation: false, readOnly: false });
  });

  it('returns the rows, projected and ordered, with return=representation', () => {
    const plan = post([{ title: 'a' }, { title: 'b' }], 'select=id,title&order=title.desc', { prefer: 'return=representation' });
    expect(plan.returnRepresentation).toBe(true);
    expect(plan.sql).toContain('returning *) select count(*)::int as "pgrst_count"');
    expect(plan.sql).toContain('from (select "items"."id", "items"."title" from "items" order by "items"."title" desc) as "pgrst_source"');
    expect(plan.params).toEqual(['[{"title":"a"},{"title":"b"}]']);
  });

  it('requires identical keys unless ?columns is given', () => {
    expect(thrown(() => post([{ title: 'a' }, { n: 1 }]))).toMatchObject({
      status: 400,
      code: 'PGRST102',
      message: 'All object keys must match',
    });
    expect(
      post([
        { n: 1, title: 'a' },
        { title: 'b', n: 2 },
      ]).kind,
    ).toBe('insert');
    const plan = post([{ title: 'a' }, { title: 'b', n: 2, ignored: true }], 'columns="title","n"');
    expect(plan.sql).toContain(`insert into ${ITEMS} ("title", "n") select "items"."title", "items"."n" from`);
  });

  it('inserts nothing for [] and DEFAULTs for {}', () => {
    expect(post([]).sql).toContain(`insert into ${ITEMS} select  from json_populate_recordset`);
    expect(post({}).params).toEqual(['[{}]']);
  });

  it.each([[undefined], [null], ['text'], [42], [[1, 2]], [[{ a: 1 }, null]]])('400 PGRST102 for body %j', (body) => {
    expect(thrown(() => post(body))).toMatchObject({ status: 400, code: 'PGRST102', message: 'Empty or invalid json' });
  });

  it('rejects bad column names, filters, paging and unsupported preferences', () => {
    expect(thrown(() => post({ 'a"b': 1 }))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(thrown(() => post({ a: 1 }, 'columns=a;b'))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(thrown(() => post({ a: 1 }, 'id=eq.1'))).toMatchObject({ status: 400, code: 'PGRST127' });
    expect(thrown(() => post({ a: 1 }, 'limit=1'))).toMatchObject({ status: 400, code: 'PGRST127' });
    expect(thrown(() => post([{ a: 1 }, { b: 2 }], 'columns=a,b', { prefer: 'missing=default' }))).toMatchObject({
      status: 400,
      code: 'PGRST127',
    });
    expect(thrown(() => post({ a: 1 }, '', { prefer: 'resolution=merge-duplicates' }))).toMatchObject({ status: 400, code: 'PGRST127' });
  });

  it('upserts with on_conflict', () => {
    expect(post({ title: 'a', n: 1 }, 'on_conflict=title', { prefer: 'resolution=merge-duplicates' }).sql).toContain(
      'as "items" on conflict ("title") do update set "title" = excluded."title", "n" = excluded."n" returning 1',
    );
    expect(post({ title: 'a' }, '', { prefer: 'resolution=ignore-duplicates' }).sql).toContain(
      'as "items" on conflict do nothing returning 1',
    );
  });

  it('updates the filtered rows', () => {
    const plan = planRestRequest(request('PATCH', '/items', 'id=eq.7&n=is.null', {}, { n: 2, title: 'x' }));
    expect(plan.sql).toBe(
      `with "items" as (update ${ITEMS} set ("n", "title") = (select "items"."n", "items"."title" from json_populate_record(null::${ITEMS}, $1::json) as "items") ` +
        `where ${ITEMS}."id" = $2 and ${ITEMS}."n" is null returning 1) select count(*)::int as "pgrst_count" from "items"`,
    );
    expect(plan.params).toEqual(['{"n":2,"title":"x"}', '7']);
    expect(plan.kind).toBe('update');
  });

  it.each([[{}], [[{ n: 1 }]], [undefined], ['x']])('rejects PATCH body %j', (body) => {
    expect(thrown(() => planRestRequest(request('PATCH', '/items', 'id=eq.1', {}, body)))).toMatchObject({ status: 400, code: 'PGRST102' });
  });

  it('deletes the filtered rows', () => {
    const plan = planRestRequest(request('DELETE', '/items', 'id=eq.7', { prefer: 'return=representation' }));
    expect(plan.sql).toBe(
      `with "items" as (delete from ${ITEMS} where ${ITEMS}."id" = $1 returning *) ` +
        'select count(*)::int as "pgrst_count", coalesce(json_agg("pgrst_source"), \'[]\')::text as "pgrst_body", (json_agg("pgrst_source") -> 0)::text as "pgrst_first" ' +
        'from (select "items".* from "items") as "pgrst_source"',
    );
    expect(plan).toMatchObject({ kind: 'delete', returnRepresentation: true, params: ['7'] });
  });
});

describe('planRestRequest: rpc', () => {
  it('calls the function with named parameters in FROM', () => {
    const plan = planRestRequest(request('POST', '/rpc/verify_mfa_code', '', {}, { code: '123456', n: 5, flags: { a: [1] }, none: null }));
    expect(plan.sql).toContain(
      'from (select "pgrst_source".* from "public"."verify_mfa_code"("code" => $1, "n" => $2, "flags" => $3, "none" => $4) as "pgrst_source" limit $5) as "pgrst_source"',
    );
    expect(plan.sql).toContain('p.proname = $6');
    expect(plan.params).toEqual(['123456', '5', '{"a":[1]}', null, '1000', 'verify_mfa_code']);
    expect(plan).toMatchObject({ kind: 'rpc', readOnly: false });
  });

  it('names the function it calls, percent-decoded (rate limits key on it)', () => {
    expect(planRestRequest(request('POST', '/rpc/verify_mfa_cod%65', '', {}, {})).name).toBe('verify_mfa_code');
    expect(planRestRequest(request('GET', '/client_%70rojects')).name).toBe('client_projects');
  });

  it('takes GET arguments from the query and runs read-only', () => {
    const plan = planRestRequest(request('GET', '/rpc/search', 'term=abc&limit=5'));
    expect(plan.sql).toContain('"public"."search"("term" => $1) as "pgrst_source" limit $2');
    expect(plan.params).toEqual(['abc', '5', 'search']);
    expect(plan.readOnly).toBe(true);
  });

  it('filters the result of a POST call', () => {
    const plan = planRestRequest(request('POST', '/rpc/list', 'n=gt.1&order=n.desc', {}, undefined));
    expect(plan.sql).toContain(
      '"public"."list"() as "pgrst_source" where "pgrst_source"."n" > $1 order by "pgrst_source"."n" desc limit $2',
    );
  });

  it('rejects bad arguments', () => {
    expect(thrown(() => planRestRequest(request('POST', '/rpc/fn', '', {}, { 'a b': 1 })))).toMatchObject({
      status: 400,
      code: 'PGRST100',
    });
    expect(thrown(() => planRestRequest(request('POST', '/rpc/fn', '', {}, [{ a: 1 }])))).toMatchObject({ status: 400, code: 'PGRST127' });
    expect(thrown(() => planRestRequest(request('POST', '/rpc/fn', '', {}, 'x')))).toMatchObject({ status: 400, code: 'PGRST102' });
    expect(thrown(() => planRestRequest(request('GET', '/rpc/fn', 'a=1&a=2')))).toMatchObject({ status: 400, code: 'PGRST127' });
    expect(thrown(() => planRestRequest(request('GET', '/rpc/fn', 'a;b=1')))).toMatchObject({ status: 400, code: 'PGRST100' });
  });
});

describe('shapeResponse', () => {
  const plan = (overrides: Partial<RestPlan>): RestPlan => ({
    name: 'things',
    sql: '',
    params: [],
    kind: 'select',
    singular: false,
    returnRepresentation: false,
    countExact: false,
    head: false,
    offset: 0,
    readOnly: true,
    ...overrides,
  });
  const result = (count: number, body = '[]', first: string | null = null, extra: Record<string, unknown> = {}) => [
    { pgrst_count: count, pgrst_body: body, pgrst_first: first, ...extra },
  ];

  it('answers a read with the JSON array and a Content-Range', () => {
    expect(shapeResponse(plan({}), result(2, '[{"a":1}, {"a":2}]', '{"a":1}'))).toEqual({
      status: 200,
      body: '[{"a":1}, {"a":2}]',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': '0-1/*' },
    });
    expect(shapeResponse(plan({}), result(0)).headers['Content-Range']).toBe('*/*');
    expect(shapeResponse(plan({ offset: 10 }), result(2)).headers['Content-Range']).toBe('10-11/*');
  });

  it('reports counts like PostgREST: 206 for part of the rows, 416 past the end', () => {
    expect(shapeResponse(plan({ countExact: true }), result(2, '[]', null, { pgrst_total: 5 }))).toMatchObject({
      status: 206,
      headers: { 'Content-Range': '0-1/5' },
    });
    expect(shapeResponse(plan({ countExact: true }), result(5, '[]', null, { pgrst_total: 5 }))).toMatchObject({
      status: 200,
      headers: { 'Content-Range': '0-4/5' },
    });
    expect(shapeResponse(plan({ countExact: true }), result(0, '[]', null, { pgrst_total: 0 }))).toMatchObject({
      status: 200,
      headers: { 'Content-Range': '*/0' },
    });
    expect(thrown(() => shapeResponse(plan({ countExact: true, offset: 9 }), result(0, '[]', null, { pgrst_total: 5 })))).toMatchObject({
      status: 416,
      code: 'PGRST103',
      details: 'An offset of 9 was requested, but there are only 5 rows.',
    });
  });

  it('sends no body for HEAD', () => {
    expect(shapeResponse(plan({ head: true }), result(1, '[1]', '1'))).toMatchObject({ status: 200, body: null });
  });

  it('answers singular requests with the object, or 406 PGRST116', () => {
    expect(shapeResponse(plan({ singular: true }), result(1, '[{"a":1}]', '{"a":1}'))).toEqual({
      status: 200,
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8', 'Content-Range': '0-0/*' },
    });
    for (const count of [0, 2]) {
      const error = thrown(() => shapeResponse(plan({ singular: true }), result(count)));
      expect(JSON.parse(restErrorBody(error))).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: `The result contains ${count} rows`,
        hint: null,
      });
      expect(error.status).toBe(406);
    }
  });

  it('answers writes with 201/204 or the representation', () => {
    expect(shapeResponse(plan({ kind: 'insert' }), [{ pgrst_count: 1 }])).toEqual({
      status: 201,
      body: null,
      headers: { 'Content-Range': '*/*' },
    });
    expect(shapeResponse(plan({ kind: 'insert', returnRepresentation: true }), result(1, '[{"a":1}]', '{"a":1}'))).toMatchObject({
      status: 201,
      body: '[{"a":1}]',
    });
    expect(shapeResponse(plan({ kind: 'update' }), [{ pgrst_count: 3 }])).toEqual({
      status: 204,
      body: null,
      headers: { 'Content-Range': '0-2/*' },
    });
    expect(shapeResponse(plan({ kind: 'delete', returnRepresentation: true }), result(1, '[{"a":1}]', '{"a":1}'))).toMatchObject({
      status: 200,
      body: '[{"a":1}]',
    });
    expect(
      shapeResponse(plan({ kind: 'update', returnRepresentation: true, singular: true }), result(1, '[{"a":1}]', '{"a":1}')),
    ).toMatchObject({ status: 200, body: '{"a":1}' });
    expect(thrown(() => shapeResponse(plan({ kind: 'update', singular: true }), [{ pgrst_count: 2 }]))).toMatchObject({
      status: 406,
      code: 'PGRST116',
    });
  });

  it('answers rpc with the value, the set, or 204 for void', () => {
    const rpc = plan({ kind: 'rpc' });
    expect(
      shapeResponse(rpc, result(1, '[{"status" : "ok"}]', '{"status" : "ok"}', { pgrst_retset: false, pgrst_void: false })),
    ).toMatchObject({ status: 200, body: '{"status" : "ok"}' });
    expect(shapeResponse(rpc, result(1, '[null]', 'null', { pgrst_retset: false, pgrst_void: false })).body).toBe('null');
    expect(shapeResponse(rpc, result(1, '[7]', '7', { pgrst_retset: true, pgrst_void: false })).body).toBe('[7]');
    expect(shapeResponse(rpc, result(1, '[null]', 'null', { pgrst_retset: false, pgrst_void: true }))).toEqual({
      status: 204,
      body: null,
      headers: {},
    });
    expect(
      shapeResponse(plan({ kind: 'rpc', singular: true }), result(1, '[{"a":1}]', '{"a":1}', { pgrst_retset: true, pgrst_void: false }))
        .body,
    ).toBe('{"a":1}');
  });
});

describe('restErrorFromPg', () => {
  const pg = (code: string, message = 'boom', extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra });

  it.each([
    ['23505', 409],
    ['23503', 409],
    ['23502', 400],
    ['23514', 400],
    ['22P02', 400],
    ['22007', 400],
    ['22008', 400],
    ['22003', 400],
    ['22001', 400],
    ['42703', 400],
    ['42601', 400],
    ['P0001', 400],
    ['P0002', 500],
    ['25006', 405],
    ['08006', 503],
    ['53300', 503],
    ['57014', 500],
    ['42P17', 500],
    ['XX000', 500],
    // The request was too complex for the database: the client's error (PostgREST says 500).
    ['54001', 400],
    ['54000', 400],
    ['54011', 400],
    ['54023', 400],
    ['2201B', 400],
    ['PT429', 429],
    ['PT402', 402],
    ['PTabc', 500],
    ['PT999', 500],
  ])('%s → %i', (code, status) => {
    const error = restErrorFromPg(pg(code), 'authenticated');
    expect(error).toMatchObject({ status, code });
  });

  it('keeps the PG message, detail and hint', () => {
    const error = restErrorFromPg(
      pg('23505', 'duplicate key value violates unique constraint "items_title_key"', {
        detail: 'Key (title)=(a) already exists.',
        hint: undefined,
      }),
      'anon',
    );
    expect(JSON.parse(restErrorBody(error))).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "items_title_key"',
      details: 'Key (title)=(a) already exists.',
      hint: null,
    });
    expect(Object.keys(JSON.parse(restErrorBody(error)))).toEqual(['code', 'message', 'details', 'hint']);
  });

  it('maps 42501 to 401 for anon (with WWW-Authenticate) and 403 otherwise', () => {
    expect(restErrorFromPg(pg('42501'), 'anon')).toMatchObject({ status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
    expect(restErrorFromPg(pg('42501'), 'authenticated')).toMatchObject({ status: 403 });
    expect(restErrorFromPg(pg('42501'), 'authenticated').headers).toBeUndefined();
  });

  it('maps an unknown table and function to PGRST205 / PGRST202', () => {
    expect(restErrorFromPg(pg('42P01', 'relation "public.nope" does not exist'), 'anon')).toMatchObject({
      status: 404,
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
      details: null,
    });
    expect(restErrorFromPg(pg('42P01', 'relation "audit_log" does not exist'), 'anon')).toMatchObject({ status: 404, code: '42P01' });
    expect(restErrorFromPg(pg('42883', 'function public.nofn(a => unknown, b => unknown) does not exist'), 'anon')).toMatchObject({
      status: 404,
      code: 'PGRST202',
      message: 'Could not find the function public.nofn(a, b) in the schema cache',
      details:
        'Searched for the function public.nofn with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    expect(restErrorFromPg(pg('42883', 'function public.nofn() does not exist'), 'anon').message).toBe(
      'Could not find the function public.nofn without parameters in the schema cache',
    );
    expect(restErrorFromPg(pg('42883', 'operator does not exist: uuid ~~ unknown'), 'anon')).toMatchObject({ status: 404, code: '42883' });
  });

  it('honours RAISE SQLSTATE PGRST', () => {
    const error = restErrorFromPg(
      pg('PGRST', '{"code":"123","message":"Payment required","hint":"pay"}', {
        detail: '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
      }),
      'anon',
    );
    expect(error).toMatchObject({
      status: 402,
      code: '123',
      message: 'Payment required',
      hint: 'pay',
      details: null,
      headers: { 'X-Powered-By': 'Nerd Rage' },
    });
    expect(restErrorFromPg(pg('PGRST', 'not json'), 'anon')).toMatchObject({ status: 500, code: 'PGRST121' });
  });

  it("maps PGlite's own value serialiser errors to 400, other errors without SQLSTATE to 500", () => {
    expect(restErrorFromPg(new Error('Invalid input for boolean type'), 'anon')).toMatchObject({ status: 400, code: '22P02' });
    expect(restErrorFromPg(new TypeError('x is undefined'), 'anon')).toMatchObject({ status: 500, code: 'PGRSTX00' });
    expect(restErrorFromPg('weird', 'anon')).toMatchObject({ status: 500, message: 'weird' });
  });
});

// ---------------------------------------------------------------- against Postgres (PGlite)

// In memory; the workspace's tests run with --experimental-vm-modules so PGlite loads under jest.
type Db = PGlite;
const startDb = () => PGlite.create();

describe('against Postgres (PGlite)', () => {
  let db: Db;

  interface Answer {
    status: number;
    body: string | null;
    json: unknown;
    headers: Record<string, string>;
  }

  /** One request as the server runs it: a transaction as `role`, rolled back when anything throws. */
  async function run(req: RestRequest, role?: string): Promise<Answer> {
    let plan: RestPlan;
    try {
      plan = planRestRequest(req);
    } catch (error) {
      const rest = error as RestError;
      return { status: rest.status, body: restErrorBody(rest), json: JSON.parse(restErrorBody(rest)), headers: rest.headers ?? {} };
    }
    await db.exec('begin');
    try {
      if (role) await db.query("select set_config('role', $1, true)", [role]);
      const result = await db.query<Record<string, unknown>>(plan.sql, plan.params);
      const response = shapeResponse(plan, result.rows);
      await db.exec('commit');
      return {
        status: response.status,
        body: response.body,
        json: response.body === null ? null : JSON.parse(response.body),
        headers: response.headers,
      };
    } catch (error) {
      await db.exec('rollback');
      const rest = error instanceof RestError ? error : restErrorFromPg(error, role ?? 'postgres');
      return { status: rest.status, body: restErrorBody(rest), json: JSON.parse(restErrorBody(rest)), headers: rest.headers ?? {} };
    }
  }

  const titles = (answer: Answer) => (answer.json as { title: string }[]).map((row) => row.title);
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await startDb();
    await db.exec(`
      create table public.items(id uuid primary key default gen_random_uuid(), title text not null unique, n int, created_at timestamptz default now());
      create table public.extras(id serial primary key, flag boolean, tags text[], meta jsonb, big bigint);
      create function public.add_them(a int, b int) returns int language sql as 'select a + b';
      create function public.echo(payload jsonb) returns jsonb language sql as 'select payload';
      create function public.touch() returns void language sql as '';
      create function public.small_items(max_n int) returns setof public.items language sql as 'select * from public.items where n <= max_n order by n';
      create function public.numbers() returns setof int language sql as 'select generate_series(1, 3)';
      create function public.slow_down() returns int language plpgsql as $$ begin raise exception 'Too many attempts' using errcode = 'PT429', hint = 'Wait a minute'; end $$;
      create role anon nologin;
      grant usage on schema public to anon;
      grant select on public.items to anon;
    `);
    const inserted = await run(
      request('POST', '/items', 'columns="title","n"', { prefer: 'return=representation' }, [
        { title: 'alpha', n: 1 },
        { title: 'beta', n: 2 },
        { title: 'gamma' },
        { title: 'delta', n: 4 },
      ]),
    );
    expect(inserted.status).toBe(201);
    ids = Object.fromEntries((inserted.json as { id: string; title: string }[]).map((row) => [row.title, row.id]));
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('inserted with representation: ids, defaults and PostgREST-style JSON', async () => {
    const answer = await run(request('GET', '/items', 'title=eq.alpha'));
    const [row] = answer.json as Record<string, unknown>[];
    expect(row).toMatchObject({ title: 'alpha', n: 1, id: ids.alpha });
    expect(row?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
    expect(Object.keys(row ?? {})).toEqual(['id', 'title', 'n', 'created_at']);
  });

  it('selects with filters, order and limit', async () => {
    const answer = await run(request('GET', '/items', 'select=title,n&n=gte.1&order=n.desc&limit=2'));
    expect(answer).toMatchObject({ status: 200, headers: { 'Content-Range': '0-1/*' } });
    expect(answer.json).toEqual([
      { title: 'delta', n: 4 },
      { title: 'beta', n: 2 },
    ]);
    expect(titles(await run(request('GET', '/items', 'order=n.asc.nullsfirst&offset=1&limit=2')))).toEqual(['alpha', 'beta']);
    expect(titles(await run(request('GET', '/items', 'order=n.desc.nullslast')))).toEqual(['delta', 'beta', 'alpha', 'gamma']);
    expect((await run(request('GET', '/items', 'select=label:title,n::text&title=eq.beta'))).json).toEqual([{ label: 'beta', n: '2' }]);
  });

  it('filters a uuid column with in, also with an empty list and with not', async () => {
    const answer = await run(request('GET', '/items', `id=in.(${ids.alpha},"${ids.gamma}")&order=title`));
    expect(titles(answer)).toEqual(['alpha', 'gamma']);
    expect((await run(request('GET', '/items', 'id=in.()'))).json).toEqual([]);
    expect(titles(await run(request('GET', '/items', `id=not.in.(${ids.alpha},${ids.beta})&order=title`)))).toEqual(['delta', 'gamma']);
  });

  it('filters with like/ilike (* as %), is null, or groups and not', async () => {
    expect(titles(await run(request('GET', '/items', 'title=like.*ta&order=title')))).toEqual(['beta', 'delta']);
    expect(titles(await run(request('GET', '/items', 'title=ilike.G*')))).toEqual(['gamma']);
    expect(titles(await run(request('GET', '/items', 'n=is.null')))).toEqual(['gamma']);
    expect(titles(await run(request('GET', '/items', 'n=not.is.null&n=neq.2&order=n')))).toEqual(['alpha', 'delta']);
    expect(titles(await run(request('GET', '/items', 'or=(n.is.null,and(n.gt.1,title.eq."beta"))&order=title')))).toEqual([
      'beta',
      'gamma',
    ]);
  });

  it('keeps injection attempts as plain values', async () => {
    const answer = await run(request('GET', '/items', `title=eq.${encodeURIComponent("alpha' or '1'='1")}`));
    expect(answer).toMatchObject({ status: 200, json: [] });
    const drop = await run(request('GET', '/items', `title=in.(${encodeURIComponent('"x\\"); drop table public.items; --"')})`));
    expect(drop).toMatchObject({ status: 200, json: [] });
    expect(titles(await run(request('GET', '/items', 'order=title')))).toHaveLength(4);
  });

  it('counts exactly with 206 for a partial page', async () => {
    const answer = await run(request('GET', '/items', 'limit=1', { prefer: 'count=exact' }));
    expect(answer).toMatchObject({ status: 206, headers: { 'Content-Range': '0-0/4' } });
    expect((await run(request('GET', '/items', 'title=eq.none', { prefer: 'count=exact' }))).headers['Content-Range']).toBe('*/0');
  });

  it('answers singular requests with 0, 1 or 2 rows', async () => {
    const single = { accept: 'application/vnd.pgrst.object+json' };
    const one = await run(request('GET', '/items', 'select=title&title=eq.beta', single));
    expect(one).toMatchObject({
      status: 200,
      json: { title: 'beta' },
      headers: { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' },
    });
    for (const [query, count] of [
      ['title=eq.none', 0],
      ['n=lte.2', 2],
    ] as const) {
      expect(await run(request('GET', '/items', query, single))).toMatchObject({
        status: 406,
        json: {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: `The result contains ${count} rows`,
          hint: null,
        },
      });
    }
  });

  it('rolls back a singular write that touched 2 rows', async () => {
    const answer = await run(request('PATCH', '/items', 'n=lte.2', { accept: 'application/vnd.pgrst.object+json' }, { n: 99 }));
    expect(answer).toMatchObject({ status: 406, json: { code: 'PGRST116' } });
    expect((await run(request('GET', '/items', 'n=eq.99'))).json).toEqual([]);
  });

  it('updates and deletes, minimal and with representation', async () => {
    expect(await run(request('PATCH', '/items', 'title=eq.gamma', {}, { n: 3 }))).toMatchObject({ status: 204, json: null });
    const updated = await run(request('PATCH', '/items', 'title=eq.gamma', { prefer: 'return=representation' }, { n: 30 }));
    expect(updated).toMatchObject({ status: 200, json: [{ title: 'gamma', n: 30 }] });

    await run(request('POST', '/items', '', {}, { title: 'temp' }));
    const removed = await run(
      request('DELETE', '/items', 'title=eq.temp', { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' }),
    );
    expect(removed).toMatchObject({ status: 200, json: { title: 'temp', n: null } });
    expect(await run(request('DELETE', '/items', 'title=eq.temp'))).toMatchObject({ status: 204, headers: { 'Content-Range': '*/*' } });
  });

  it('inserts minimal, upserts, and converts body values through the column types', async () => {
    expect(
      await run(request('POST', '/extras', '', {}, { flag: true, tags: ['a', 'b,c'], meta: 'just a string', big: '9007199254740993' })),
    ).toMatchObject({
      status: 201,
      json: null,
    });
    const answer = await run(request('GET', '/extras', 'tags=cs.{a}&flag=eq.true'));
    expect(answer.json).toEqual([{ id: 1, flag: true, tags: ['a', 'b,c'], meta: 'just a string', big: 9007199254740992 }]);
    expect(answer.body).toContain('"big":9007199254740993'); // exact: Postgres wrote the JSON, not JS numbers

    const upsert = await run(
      request('POST', '/items', 'on_conflict=title', { prefer: 'resolution=merge-duplicates,return=representation' }, [
        { title: 'alpha', n: 11 },
        { title: 'epsilon', n: 5 },
      ]),
    );
    expect(upsert).toMatchObject({ status: 201 });
    expect((upsert.json as { title: string; n: number }[]).map(({ title, n }) => ({ title, n }))).toEqual([
      { title: 'alpha', n: 11 },
      { title: 'epsilon', n: 5 },
    ]);
    expect(await run(request('POST', '/items', '', { prefer: 'return=representation' }, []))).toMatchObject({ status: 201, json: [] });
  });

  it('maps a unique violation to 409 and an unknown column to 400', async () => {
    const duplicate = await run(request('POST', '/items', '', {}, { title: 'beta' }));
    expect(duplicate).toMatchObject({
      status: 409,
      json: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "items_title_key"',
        details: 'Key (title)=(beta) already exists.',
        hint: null,
      },
    });
    expect(await run(request('GET', '/items', 'select=nope'))).toMatchObject({
      status: 400,
      json: { code: '42703', message: 'column items.nope does not exist' },
    });
    expect(await run(request('GET', '/items', 'nope=eq.1'))).toMatchObject({ status: 400, json: { code: '42703' } });
    expect(await run(request('POST', '/items', '', {}, { title: 'x', nope: 1 }))).toMatchObject({ status: 400, json: { code: '42703' } });
  });

  it('maps other database errors like PostgREST', async () => {
    expect(await run(request('GET', '/missing'))).toMatchObject({
      status: 404,
      json: { code: 'PGRST205', message: "Could not find the table 'public.missing' in the schema cache" },
    });
    expect(await run(request('POST', '/missing', '', {}, { a: 1 }))).toMatchObject({ status: 404, json: { code: 'PGRST205' } });
    expect(await run(request('GET', '/items', 'n=eq.abc'))).toMatchObject({ status: 400, json: { code: '22P02' } });
    expect(await run(request('GET', '/items', 'id=eq.not-a-uuid'))).toMatchObject({ status: 400, json: { code: '22P02' } });
    expect(await run(request('GET', '/extras', 'flag=eq.maybe'))).toMatchObject({ status: 400, json: { code: '22P02' } });
    expect(await run(request('POST', '/items', '', {}, { n: 5 }))).toMatchObject({ status: 400, json: { code: '23502' } });
    expect(await run(request('GET', '/items', 'id=like.a*'))).toMatchObject({ status: 404, json: { code: '42883' } });
    expect(await run(request('POST', '/items', '', {}, { title: 'anon-write' }), 'anon')).toMatchObject({
      status: 401,
      json: { code: '42501' },
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
    expect((await run(request('GET', '/items', 'order=title'), 'anon')).status).toBe(200);
  });

  it('calls functions: scalar, jsonb, void, sets', async () => {
    expect(await run(request('POST', '/rpc/add_them', '', {}, { a: 1, b: 2 }))).toMatchObject({ status: 200, json: 3 });
    expect(await run(request('GET', '/rpc/add_them', 'a=4&b=5'))).toMatchObject({ status: 200, json: 9 });
    expect(await run(request('POST', '/rpc/echo', '', {}, { payload: { status: 'verified', list: [1, 'x'] } }))).toMatchObject({
      status: 200,
      json: { status: 'verified', list: [1, 'x'] },
    });
    expect(await run(request('POST', '/rpc/touch', '', {}, {}))).toMatchObject({ status: 204, json: null });
    expect(await run(request('POST', '/rpc/numbers'))).toMatchObject({ status: 200, json: [1, 2, 3] });
    expect(titles(await run(request('POST', '/rpc/small_items', 'select=title&title=neq.alpha', {}, { max_n: 5 })))).toEqual([
      'beta',
      'delta',
      'epsilon',
    ]);
    expect(
      await run(request('POST', '/rpc/small_items', 'title=eq.beta', { accept: 'application/vnd.pgrst.object+json' }, { max_n: 5 })),
    ).toMatchObject({
      status: 200,
      json: { title: 'beta', n: 2 },
    });
  });

  it('maps function errors', async () => {
    expect(await run(request('POST', '/rpc/nope', '', {}, { a: 1 }))).toMatchObject({
      status: 404,
      json: { code: 'PGRST202', message: 'Could not find the function public.nope(a) in the schema cache' },
    });
    expect(await run(request('POST', '/rpc/slow_down'))).toMatchObject({
      status: 429,
      json: { code: 'PT429', message: 'Too many attempts', hint: 'Wait a minute' },
    });
    expect(await run(request('POST', '/rpc/add_them', '', {}, { a: 'x', b: 1 }))).toMatchObject({ status: 400, json: { code: '22P02' } });
  });
});
