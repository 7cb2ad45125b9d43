/**
 * Hostile input never gets a 5xx: thousands of generated requests against REST, RPC, Auth and
 * Storage, as anon, as a signed-in client and with garbage tokens, sent over raw sockets (so
 * malformed percent-encoding, raw bytes and control characters reach the server).
 * Every answer must be below 500; afterwards the database still answers a normal query.
 *
 * Some requests of every kind are well-formed, each with the answers it may get (a success, or the
 * refusal the caller has coming): they must get those, and every kind must see successes, so a
 * service that refuses everything (every Auth request 401, say) fails here too. The company and
 * live-chat RPCs get well-formed arguments half the time (the fuzz user's own company, a
 * conversation of its own) and each must be called deep often enough: past the argument checks
 * into the function's logic (a success, or a refusal the function itself raises further in than
 * its gate).
 *
 * The requests come from a seeded generator and are made before any is sent, so a run replays
 * exactly: the seed is printed, `SEED=<n>` replays it, `SEED=random` explores a new one.
 */
import net from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from './testing/harness.ts';
import { fetchFrom, freshLoopbackAddress } from './testing/loopback-fetch.ts';

const REQUESTS = 2400;
const CONCURRENCY = 6;
/** share of the general kinds' requests that are well-formed */
const WELL_FORMED = 0.15;
/** calls of each company and chat RPC that must reach its logic, per seed (seed 27: 8 to 17 each) */
const DEEP_FLOOR = 5;
const seed = process.env.SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.SEED ?? 27);

let standIn: StandIn;
let userId: string;
let userEmail: string;
let userToken: string;
/** a staff member past the second factor, for the staff-only company and chat RPCs */
let staffToken: string;
/** live chats the generator names (id and secret): one to talk in, one to end (transcript, message left) */
let talk: { id: string; secret: string };
let ending: { id: string; secret: string };
/** a file of the fuzz user's own, uploaded first, that nothing deletes */
let knownFile: string;
/** invitations the fuzz user sent: one to withdraw (by id), one to preview and accept (its mailed token) */
let invitationId: string;
let invitationToken: string;
/** the fuzz user's own company (the sign-up trigger made it), so company RPCs get past the owner check */
let companyId: string;
const password = 'Fuzz-pass-123';

// ---------------------------------------------------------------- a seeded generator

/** mulberry32: small, fast and good enough to pick test inputs. */
function generator(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}
type Rng = ReturnType<typeof generator>;

// ---------------------------------------------------------------- hostile pieces

const nestings = [33, 200, 3000, 6000];
const lengths = [1001, 5000, 20_000, 70_000];
const tables = [
  'support_tickets',
  'ticket_messages',
  'proposals',
  'request_files',
  'client_projects',
  'feedback',
  'contact_messages',
  'staff_changes',
  'mfa_settings',
  'companies',
  'company_members',
  'company_invitations',
];
const columns = [
  'id',
  'subject',
  'title',
  'status',
  'services',
  'attachments',
  'body',
  'client_id',
  'created_at',
  'number',
  'rating',
  'email',
  'company_id',
  'user_id',
  'role',
  'name',
  'require_second_factor',
  'opened_by_email',
  'author_email',
  'from_staff',
  'accepted_at',
];
const functions = [
  'verify_mfa_code',
  'set_mfa_enabled',
  'mfa_status',
  'request_mfa_code',
  'staff_clients',
  'outbox_claim',
  'feedback_orphan_files',
];
const operators = [
  'eq',
  'neq',
  'gt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
  'sl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'fts(english)',
  'fts(nope)',
  'eq(any)',
  'like(all)',
  'isdistinct',
  'not.eq',
  'not.in',
  'xx',
];
const buckets = ['ticket-files', 'proposal-files', 'feedback-files', 'assets', 'nope'];

const atoms = [
  '',
  'a',
  "' or 1=1 --",
  '"; drop table public.support_tickets; --',
  '$1',
  '::text',
  'pg_sleep(10)',
  '\\',
  '"',
  ',',
  '.',
  '()',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '*',
  '%',
  '_',
  ':',
  '->',
  '=',
  '&',
  '?',
  '#',
  '/',
  '../',
  '..%2f',
  '%00',
  '%zz',
  '%E0%A4%A',
  '\u0000',
  '\r\n',
  '\r\nX-Injected: yes',
  '\t',
  '\u001b[31m',
  '😀',
  'é',
  '\u202e',
  '\ufeff',
  '\ud800',
  'İ',
  '\u200b',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '99999999999999999999999999999999999999',
  '0x10',
  'true',
  'null',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '00000000-0000-0000-0000-000000000000',
  '2024-02-30',
  '!',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '-----------------------------------------',
  'a & b | !c <-> d',
  'or',
  'and(',
  'not.',
];

function nested(rng: Rng): string {
  const depth = rng.pick(nestings);
  const [open, close] = rng.pick([
    ['(', ')'],
    ['{', '}'],
    ['[', ']'],
    ['(a|', ')'],
    ['!(', ')'],
    ['{"a":', '}'],
  ] as const);
  return `${open.repeat(depth)}a${rng.chance(0.8) ? close.repeat(depth) : ''}`;
}

function hostileText(rng: Rng): string {
  const roll = rng.int(10);
  if (roll === 0) return rng.pick(['a', '(', '!', '{', '%', "'", '\u0000', 'é']).repeat(rng.pick(lengths));
  if (roll === 1) return nested(rng);
  let text = '';
  for (let parts = 1 + rng.int(4); parts > 0; parts--) text += rng.pick(atoms);
  return text;
}

/** A query-string or path piece: usually percent-encoded, sometimes raw (raw bytes, spaces, bad escapes). */
function urlPiece(rng: Rng, text: string): string {
  if (rng.chance(0.75)) {
    try {
      return encodeURIComponent(text);
    } catch {
      return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80'); // a lone surrogate: its invalid UTF-8 bytes
    }
  }
  return text;
}

/** JSON text (built as text, so nesting can go as deep as the test wants), or almost-JSON. */
function hostileJson(rng: Rng, depth = 0): string {
  const roll = rng.int(14);
  if (roll === 0 && depth === 0) {
    const n = rng.pick(nestings);
    return rng.chance(0.5) ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
  }
  if (roll === 1 && depth === 0)
    return rng.pick([
      'NaN',
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":-Infinity}',
      '{"a":1',
      '{"a":undefined}',
      "{'a':1}",
      '\ufeff{}',
      '{"a":1}}',
      '[1,]',
      '',
    ]);
  if (roll <= 4 && depth < 4) {
    const entries: string[] = [];
    for (let n = rng.int(5); n > 0; n--)
      entries.push(`${JSON.stringify(rng.pick([...columns, ...atoms.slice(50), hostileText(rng)]))}:${hostileJson(rng, depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  if (roll <= 6 && depth < 4) {
    const items: string[] = [];
    for (let n = rng.int(5); n > 0; n--) items.push(hostileJson(rng, depth + 1));
    return `[${items.join(',')}]`;
  }
  if (roll === 7) return rng.pick(['0', '-0', '1e308', '-1e308', '1e-400', '12345678901234567890123', '3.14', '-1']);
  if (roll === 8) return rng.pick(['true', 'false', 'null']);
  try {
    return JSON.stringify(hostileText(rng));
  } catch {
    return '"\\ud800"';
  }
}

// ---------------------------------------------------------------- requests

interface FuzzRequest {
  kind: string;
  from: string;
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** a well-formed request: what it is, and the statuses it may be answered with */
  wellFormed?: { variant: string; statuses: readonly number[] };
  /** the company or chat RPC it calls, to count the calls that went deep */
  fn?: string;
}

type Identity = 'anon' | 'user' | 'garbage' | 'staff';

/** What a maker returns: the request, and the identity it must be sent as when not the drawn one. */
type Made = Omit<FuzzRequest, 'from'> & { identity?: Identity };

function authHeaders(rng: Rng, identity: Identity): Record<string, string> {
  const anonKey = standIn.config.anonKey;
  if (identity === 'anon') return { apikey: anonKey };
  if (identity === 'user') return { apikey: anonKey, authorization: `Bearer ${userToken}` };
  if (identity === 'staff') return { apikey: anonKey, authorization: `Bearer ${staffToken}` };
  const [header, payload] = userToken.split('.');
  return rng.pick<Record<string, string>>([
    { apikey: anonKey, authorization: `Bearer ${hostileText(rng).replace(/[\r\n]/g, '')}` },
    { apikey: anonKey, authorization: 'Bearer ' },
    { apikey: anonKey, authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    { apikey: anonKey, authorization: `Bearer ${header}.${payload}.` },
    { apikey: anonKey, authorization: `Bearer ${header}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.x` },
    { apikey: 'garbage' },
    {},
  ]);
}

function jsonBody(rng: Rng): { headers: Record<string, string>; body: Buffer } {
  const text = rng.chance(0.05) ? `{"a":"${'x'.repeat(70_000)}"}` : hostileJson(rng);
  const body = rng.chance(0.05) ? Buffer.concat([Buffer.from(text), Buffer.from([0xc3, 0x28, 0xff])]) : Buffer.from(text);
  return { headers: { 'content-type': rng.pick(['application/json', 'text/plain', 'application/json; charset=latin1', '']) }, body };
}

function filterParam(rng: Rng, depth = 0): string {
  if (depth < 3 && rng.chance(0.15)) {
    const items: string[] = [];
    for (let n = 1 + rng.int(3); n > 0; n--) items.push(logicItem(rng, depth + 1));
    return `${rng.pick(['or', 'and', 'not.or', 'not.and'])}=${urlPiece(rng, `(${items.join(',')})`)}`;
  }
  const column = rng.chance(0.85) ? rng.pick(columns) : urlPiece(rng, hostileText(rng));
  return `${column}=${urlPiece(rng, `${rng.pick(operators)}.${hostileText(rng)}`)}`;
}

function logicItem(rng: Rng, depth: number): string {
  if (rng.chance(0.1))
    return `${rng.pick(['or', 'and'])}(${'or('.repeat(rng.pick([1, 17, 300]))}a.eq.1${')'.repeat(rng.pick([1, 17, 300]))})`;
  if (depth < 3 && rng.chance(0.3))
    return `${rng.pick(['or', 'and', 'not.or'])}(${logicItem(rng, depth + 1)},${logicItem(rng, depth + 1)})`;
  const value = hostileText(rng);
  return `${rng.pick(columns)}.${rng.pick(operators)}.${rng.chance(0.5) ? JSON.stringify(value) : value}`;
}

// ---------------------------------------------------------------- well-formed requests

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const jsonHeaders = { 'content-type': 'application/json' };
/** a 1×1 PNG, so an upload passes the content check */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A request each kind's service must answer as a working service does (a success, or the refusal due). */
function wellFormed(
  kind: string,
  variant: string,
  statuses: readonly number[],
  identity: Identity,
  request: Pick<FuzzRequest, 'method' | 'target'> & Partial<FuzzRequest>,
): Made {
  return { kind, headers: {}, ...request, identity, wellFormed: { variant, statuses } };
}

function wellFormedRestRead(rng: Rng): Made {
  const table = rng.pick(['support_tickets', 'client_projects', 'proposals', 'companies', 'company_members', 'request_files']);
  if (rng.chance(0.8))
    return wellFormed('rest read', 'own rows', [200], 'user', {
      method: 'GET',
      target: `/rest/v1/${table}?select=*&limit=${1 + rng.int(20)}`,
    });
  return wellFormed('rest read', 'anonymous read of client data', [401], 'anon', { method: 'GET', target: `/rest/v1/${table}?select=*` });
}

function wellFormedRestWrite(rng: Rng): Made {
  const ticket = {
    company_id: companyId,
    subject: `Fuzz ${rng.int(1e6)}`,
    category: rng.pick(['technical', 'billing', 'general']),
    priority: rng.pick(['low', 'medium', 'high']),
    description: 'Written by the fuzz test.',
  };
  switch (rng.int(3)) {
    case 0:
      // 429 once the client's tickets per hour are spent
      return wellFormed('rest write', 'a ticket', [201, 429], 'user', {
        method: 'POST',
        target: '/rest/v1/support_tickets',
        headers: { ...jsonHeaders, prefer: 'return=minimal' },
        body: json(ticket),
      });
    case 1:
      // clients do not change tickets after opening them (their status is staff's)
      return wellFormed('rest write', 'a change clients may not make', [403], 'user', {
        method: 'PATCH',
        target: `/rest/v1/support_tickets?id=eq.${uuidFrom(rng)}`,
        headers: jsonHeaders,
        body: json({ subject: 'Renamed' }),
      });
    default:
      return wellFormed('rest write', 'an anonymous ticket', [401], 'anon', {
        method: 'POST',
        target: '/rest/v1/support_tickets',
        headers: jsonHeaders,
        body: json(ticket),
      });
  }
}

function wellFormedRpc(rng: Rng): Made {
  switch (rng.int(3)) {
    case 0:
      return wellFormed('rpc', 'mfa_status', [200], 'user', {
        method: 'POST',
        target: '/rest/v1/rpc/mfa_status',
        headers: jsonHeaders,
        body: json({}),
      });
    case 1:
      return wellFormed('rpc', 'mfa_status, anonymous', [401], 'anon', {
        method: 'POST',
        target: '/rest/v1/rpc/mfa_status',
        headers: jsonHeaders,
        body: json({}),
      });
    default:
      return wellFormed('rpc', 'outbox_claim, not the service role', [401, 403], rng.pick<Identity>(['anon', 'user']), {
        method: 'POST',
        target: '/rest/v1/rpc/outbox_claim',
        headers: jsonHeaders,
        body: json({}),
      });
  }
}

function wellFormedAuth(rng: Rng): Made {
  const fresh = `fuzz-${rng.int(1e9)}@example.com`;
  switch (rng.int(7)) {
    case 0:
      return wellFormed('auth token', 'the right password', [200, 429], 'anon', {
        method: 'POST',
        target: '/auth/v1/token?grant_type=password',
        headers: jsonHeaders,
        body: json({ email: userEmail, password }),
      });
    case 1:
      return wellFormed('auth token', 'a wrong password', [400, 429], 'anon', {
        method: 'POST',
        target: '/auth/v1/token?grant_type=password',
        headers: jsonHeaders,
        body: json({ email: userEmail, password: `${password}-not` }),
      });
    case 2:
      return wellFormed('auth user', 'the signed-in user', [200], 'user', { method: 'GET', target: '/auth/v1/user' });
    case 3:
      return wellFormed('auth user', 'no session', [401, 403], 'anon', { method: 'GET', target: '/auth/v1/user' });
    case 4:
      return wellFormed('auth other', 'settings and health', [200], 'anon', {
        method: 'GET',
        target: `/auth/v1/${rng.pick(['settings', 'health'])}`,
      });
    case 5:
      return wellFormed('auth signup', 'a new address', [200, 429], 'anon', {
        method: 'POST',
        target: '/auth/v1/signup',
        headers: jsonHeaders,
        body: json({ email: fresh, password }),
      });
    default:
      return wellFormed('auth recover', 'an address', [200, 429], 'anon', {
        method: 'POST',
        target: '/auth/v1/recover',
        headers: jsonHeaders,
        body: json({ email: rng.chance(0.5) ? userEmail : fresh }),
      });
  }
}

function wellFormedStorage(rng: Rng): Made {
  const name = `${userId}/fuzz-${rng.int(1e9)}.png`;
  switch (rng.int(6)) {
    case 0:
      // 429 once the client's uploads per hour are spent
      return wellFormed('storage upload', 'a picture in the own folder', [200, 429], 'user', {
        method: 'POST',
        target: `/storage/v1/object/ticket-files/${name}`,
        headers: { 'content-type': 'image/png' },
        body: png,
      });
    case 1:
      return wellFormed('storage upload', 'an anonymous upload', [400, 403], 'anon', {
        method: 'POST',
        target: `/storage/v1/object/ticket-files/${name}`,
        headers: { 'content-type': 'image/png' },
        body: png,
      });
    case 2:
      return wellFormed('storage list', 'the own folder', [200], 'user', {
        method: 'POST',
        target: '/storage/v1/object/list/ticket-files',
        headers: jsonHeaders,
        body: json({ prefix: userId, limit: 10 }),
      });
    case 3: {
      const known = rng.chance(0.75);
      return wellFormed('storage download', known ? 'the own file' : 'a missing file', known ? [200] : [400, 404], 'user', {
        method: 'GET',
        target: `/storage/v1/object/authenticated/ticket-files/${known ? knownFile : name}`,
      });
    }
    case 4: {
      const known = rng.chance(0.75);
      return wellFormed('storage sign', known ? 'the own file' : 'a missing file', known ? [200] : [400, 404], 'user', {
        method: 'POST',
        target: `/storage/v1/object/sign/ticket-files/${known ? knownFile : name}`,
        headers: jsonHeaders,
        body: json({ expiresIn: 60 }),
      });
    }
    default:
      return wellFormed('storage delete', 'a missing file', [200], 'user', {
        method: 'DELETE',
        target: '/storage/v1/object/ticket-files',
        headers: jsonHeaders,
        body: json({ prefixes: [name] }),
      });
  }
}

// ---------------------------------------------------------------- hostile requests

function restRead(rng: Rng): Made {
  if (rng.chance(WELL_FORMED)) return wellFormedRestRead(rng);
  const params: string[] = [];
  for (let n = rng.int(5); n > 0; n--) params.push(filterParam(rng));
  if (rng.chance(0.3))
    params.push(`select=${urlPiece(rng, rng.pick(['*', 'id,subject', 'a:id::text', 'id,files(*)', 'data->a', hostileText(rng)]))}`);
  if (rng.chance(0.3)) params.push(`order=${urlPiece(rng, rng.pick(['id.desc', 'id.asc.nullsfirst', 'id.sideways', hostileText(rng)]))}`);
  if (rng.chance(0.2)) params.push(`limit=${urlPiece(rng, rng.pick(['0', '10', '-1', '1e3', '99999999999999999999', hostileText(rng)]))}`);
  if (rng.chance(0.2)) params.push(`offset=${urlPiece(rng, rng.pick(['5', '-5', 'NaN', hostileText(rng)]))}`);
  const table = rng.chance(0.9) ? rng.pick(tables) : urlPiece(rng, hostileText(rng));
  const headers: Record<string, string> = {};
  if (rng.chance(0.2))
    headers.accept = rng.pick(['application/vnd.pgrst.object+json', 'text/csv', 'application/json;q=0', hostileText(rng)]);
  if (rng.chance(0.2)) headers.prefer = rng.pick(['count=exact', 'count=planned', 'return=representation', hostileText(rng)]);
  if (rng.chance(0.15)) headers.range = rng.pick(['0-9', '5-1', '-1', 'bytes=0-1', hostileText(rng)]);
  if (rng.chance(0.1)) headers['accept-profile'] = rng.pick(['public', 'auth', 'private', hostileText(rng)]);
  return { kind: 'rest read', method: rng.chance(0.85) ? 'GET' : 'HEAD', target: `/rest/v1/${table}?${params.join('&')}`, headers };
}

function restWrite(rng: Rng): Made {
  if (rng.chance(WELL_FORMED)) return wellFormedRestWrite(rng);
  const method = rng.pick(['POST', 'POST', 'PATCH', 'DELETE', 'PUT']);
  const params: string[] = [];
  if (method !== 'POST' || rng.chance(0.2)) for (let n = rng.int(3); n > 0; n--) params.push(filterParam(rng));
  if (rng.chance(0.2)) params.push(`columns=${urlPiece(rng, rng.pick(['"subject","body"', 'id', hostileText(rng)]))}`);
  if (rng.chance(0.1)) params.push(`on_conflict=${urlPiece(rng, rng.pick(['id', hostileText(rng)]))}`);
  if (rng.chance(0.2)) params.push(`select=${urlPiece(rng, rng.pick(['*', 'id', hostileText(rng)]))}`);
  const { headers, body } = jsonBody(rng);
  if (rng.chance(0.4))
    headers.prefer = rng.pick([
      'return=representation',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates,return=representation',
      'missing=default',
      hostileText(rng),
    ]);
  if (rng.chance(0.1)) headers['content-profile'] = rng.pick(['public', 'auth', hostileText(rng)]);
  return {
    kind: 'rest write',
    method,
    target: `/rest/v1/${rng.chance(0.9) ? rng.pick(tables) : urlPiece(rng, hostileText(rng))}?${params.join('&')}`,
    headers,
    body,
  };
}

function rpc(rng: Rng): Made {
  if (rng.chance(WELL_FORMED)) return wellFormedRpc(rng);
  const fn = rng.chance(0.9) ? rng.pick(functions) : urlPiece(rng, hostileText(rng));
  if (rng.chance(0.3)) {
    const params: string[] = [];
    for (let n = rng.int(4); n > 0; n--)
      params.push(`${rng.pick(['code', 'enabled', 'max_rows', '__proto__', hostileText(rng)])}=${urlPiece(rng, hostileText(rng))}`);
    return { kind: 'rpc', method: 'GET', target: `/rest/v1/rpc/${fn}?${params.join('&')}`, headers: {} };
  }
  const { headers, body } = jsonBody(rng);
  const filters = rng.chance(0.2) ? `?${filterParam(rng)}` : '';
  return { kind: 'rpc', method: rng.chance(0.95) ? 'POST' : 'PATCH', target: `/rest/v1/rpc/${fn}${filters}`, headers, body };
}

/** Each company RPC with its argument names (hostile values, or the fuzz user's real ids to get past the owner check). */
const companyFunctions: Record<string, readonly string[]> = {
  my_companies: [],
  company_members: ['p_company_id'],
  create_company_invitation: ['p_company_id', 'p_email', 'p_role', 'p_locale'],
  withdraw_company_invitation: ['p_invitation_id'],
  company_invitation_preview: ['p_token'],
  accept_company_invitation: ['p_token'],
  set_company_member_role: ['p_company_id', 'p_user_id', 'p_role'],
  remove_company_member: ['p_company_id', 'p_user_id'],
  leave_company: ['p_company_id'],
  set_company_policy: ['p_company_id', 'p_require_second_factor'],
  rename_company: ['p_company_id', 'p_name'],
  staff_companies: [],
  staff_create_company: ['p_name', 'p_owner_email', 'p_locale'],
};

/** Each live-chat RPC with its argument names. */
const chatFunctions: Record<string, readonly string[]> = {
  chat_staff_online: [],
  staff_chat_presence: ['p_on_duty'],
  chat_start: ['p_name', 'p_message', 'p_language'],
  chat_send: ['p_conversation_id', 'p_secret', 'p_body'],
  chat_read: ['p_conversation_id', 'p_secret'],
  chat_email_transcript: ['p_conversation_id', 'p_secret', 'p_email'],
  chat_leave_message: ['p_conversation_id', 'p_secret', 'p_email'],
};

/** RPCs only staff may call: their well-formed calls go as the staff member. */
const staffFunctions = new Set(['staff_companies', 'staff_create_company', 'staff_chat_presence']);

/**
 * Refusals at a function's door (the caller or the conversation named is not one it serves):
 * arguments got there, but no further into the function's logic.
 */
const gateRefusals = new Set([
  'not_owner',
  'not_member',
  'not_staff',
  'staff_only',
  'chat_not_found',
  'not_authenticated',
  'invitation_invalid',
]);

/** A well-formed uuid from the generator (a replay makes the same requests). */
function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** A valid value for each argument name: the fuzz user's own company, its own id, a real conversation. */
function goodArgument(rng: Rng, fn: string, name: string): unknown {
  const chat = fn === 'chat_send' || fn === 'chat_read' ? talk : ending;
  switch (name) {
    case 'p_company_id':
      return companyId;
    case 'p_user_id':
      return userId;
    case 'p_role':
      return rng.pick(['owner', 'member']);
    case 'p_email':
    case 'p_owner_email':
      return `fuzz-${rng.int(1e9)}@example.com`;
    case 'p_locale':
    case 'p_language':
      return rng.pick(['en', 'id', 'ms']);
    case 'p_token':
      return invitationToken;
    case 'p_invitation_id':
      return invitationId;
    case 'p_require_second_factor':
      return rng.chance(0.5);
    case 'p_on_duty':
      return rng.chance(0.5);
    case 'p_name':
      return rng.pick(['Acme Pte Ltd', 'Toko Maju', 'Syarikat Jaya', 'Ana']);
    case 'p_message':
    case 'p_body':
      return rng.pick(['Hello, is anyone there?', 'Our VPN drops every hour.', 'Terima kasih!']);
    case 'p_conversation_id':
      return chat.id;
    case 'p_secret':
      return chat.secret;
    default:
      throw new Error(`no well-formed value for ${name}`);
  }
}

/** A hostile value for an argument, or (half the time) a valid one, so some arguments get past the checks. */
function mixedArgument(rng: Rng, fn: string, name: string): string {
  if (rng.chance(0.5)) return hostileJson(rng, 1);
  switch (name) {
    case 'p_company_id':
      return JSON.stringify(rng.chance(0.8) ? companyId : uuidFrom(rng));
    case 'p_role':
      return JSON.stringify(rng.pick(['owner', 'member', 'OWNER', 'admin', '']));
    case 'p_email':
    case 'p_owner_email':
      return JSON.stringify(rng.pick([`fuzz-${rng.int(1e6)}@example.com`, ` A@B.CO `, hostileText(rng)]));
    case 'p_token':
      return JSON.stringify(`${rng.chance(0.5) ? companyId : uuidFrom(rng)}.${rng.pick(['0', 'f', 'A'])!.repeat(64)}`);
    case 'p_require_second_factor':
    case 'p_on_duty':
      return rng.pick(['true', 'false', '"true"', '1', 'null']);
    case 'p_name':
    case 'p_message':
    case 'p_body':
      return JSON.stringify(hostileText(rng));
    default:
      return JSON.stringify(goodArgument(rng, fn, name));
  }
}

/** A company or chat RPC: half well-formed (as the caller it serves), half with mixed and hostile arguments. */
function namedRpc(rng: Rng, kind: string, functionsByName: Record<string, readonly string[]>): Made {
  const all = Object.keys(functionsByName);
  const wellFormedCall = rng.chance(0.5);
  // Well-formed calls take the functions in turn, so each gets its share (a pick leaves some with 1 or 2).
  const turn = wellFormedTurns.get(kind) ?? 0;
  if (wellFormedCall) wellFormedTurns.set(kind, turn + 1);
  const fn = wellFormedCall ? all[turn % all.length]! : rng.pick(all);
  const names = functionsByName[fn]!;
  if (wellFormedCall) {
    const identity: Identity = staffFunctions.has(fn) ? 'staff' : kind === 'chat rpc' ? rng.pick(['anon', 'anon', 'user']) : 'user';
    return {
      kind,
      fn,
      identity,
      // a success, or one of the function's own refusals (HTTP 400, 403, 404, 409 or 429 by its SQLSTATE)
      wellFormed: { variant: fn, statuses: [200, 204, 400, 403, 404, 409, 429] },
      method: 'POST',
      target: `/rest/v1/rpc/${fn}`,
      headers: jsonHeaders,
      body: json(Object.fromEntries(names.map((name) => [name, goodArgument(rng, fn, name)]))),
    };
  }
  const body = jsonOf(rng, Object.fromEntries(names.map((name) => [name, () => mixedArgument(rng, fn, name)])));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (rng.chance(0.2)) headers.prefer = rng.pick(['params=single-object', 'return=minimal', 'tx=rollback', hostileText(rng)]);
  if (rng.chance(0.1)) {
    const query = names.map((name) => `${name}=${urlPiece(rng, rng.chance(0.5) ? hostileText(rng) : String(goodArgument(rng, fn, name)))}`);
    return { kind, fn, method: 'GET', target: `/rest/v1/rpc/${fn}?${query.join('&')}`, headers: {} };
  }
  return { kind, fn, method: rng.chance(0.95) ? 'POST' : 'PATCH', target: `/rest/v1/rpc/${fn}`, headers, body };
}

/** how many well-formed calls each kind of named RPC made so far in this generation */
const wellFormedTurns = new Map<string, number>();
const companyRpc = (rng: Rng) => namedRpc(rng, 'company rpc', companyFunctions);
const chatRpc = (rng: Rng) => namedRpc(rng, 'chat rpc', chatFunctions);

function jsonOf(rng: Rng, fields: Record<string, () => string>): Buffer {
  if (rng.chance(0.15)) return jsonBody(rng).body;
  const entries = Object.entries(fields)
    .filter(() => rng.chance(0.8))
    .map(([key, value]) => `${JSON.stringify(key)}:${value()}`);
  if (rng.chance(0.2)) entries.push(`"__proto__":${hostileJson(rng)}`);
  return Buffer.from(`{${entries.join(',')}}`);
}

function auth(rng: Rng, identity: Identity): Made {
  if (rng.chance(WELL_FORMED)) return wellFormedAuth(rng);
  const email = () => (rng.chance(0.3) ? JSON.stringify(`fuzz-${rng.int(1e6)}@example.com`) : hostileJson(rng, 1));
  const text = () => hostileJson(rng, 1);
  const deep = () => (rng.chance(0.3) ? `{"a":${'['.repeat(rng.pick(nestings))}${']'.repeat(rng.pick(nestings))}}` : hostileJson(rng, 1));
  const json = { 'content-type': 'application/json' };
  const redirect = () =>
    `redirect_to=${urlPiece(rng, rng.pick(['http://localhost:3000/login', 'https://evil.example', 'javascript:alert(1)', hostileText(rng)]))}`;
  switch (rng.int(9)) {
    case 0:
      return {
        kind: 'auth signup',
        method: 'POST',
        target: `/auth/v1/signup?${redirect()}`,
        headers: json,
        body: jsonOf(rng, { email, password: text, data: deep, options: deep, code_challenge: text }),
      };
    case 1:
      return {
        kind: 'auth token',
        method: 'POST',
        target: `/auth/v1/token?grant_type=${urlPiece(rng, rng.pick(['password', 'refresh_token', 'pkce', 'id_token', hostileText(rng)]))}`,
        headers: json,
        body: jsonOf(rng, { email, password: text, refresh_token: text, auth_code: text, code_verifier: text }),
      };
    case 2:
      return {
        kind: 'auth recover',
        method: 'POST',
        target: `/auth/v1/recover?${redirect()}`,
        headers: json,
        body: jsonOf(rng, { email, code_challenge: text, gotrue_meta_security: deep }),
      };
    case 3:
      return {
        kind: 'auth verify',
        method: 'GET',
        target: `/auth/v1/verify?token=${urlPiece(rng, hostileText(rng))}&type=${urlPiece(rng, rng.pick(['signup', 'recovery', 'email_change', 'magiclink', hostileText(rng)]))}&${redirect()}`,
        headers: {},
      };
    case 4:
      return {
        kind: 'auth verify',
        method: 'POST',
        target: '/auth/v1/verify',
        headers: json,
        body: jsonOf(rng, { type: text, token: text, token_hash: text, email }),
      };
    case 5:
      // The signed-in client keeps its password and session, so the rest of the run stays signed in.
      return {
        kind: 'auth user',
        method: 'PUT',
        target: `/auth/v1/user?${redirect()}`,
        headers: json,
        body: jsonOf(rng, identity === 'user' ? { data: deep, email, nonce: text } : { data: deep, email, password: text, nonce: text }),
      };
    case 6:
      return { kind: 'auth user', method: 'GET', target: '/auth/v1/user', headers: {} };
    case 7:
      return { kind: 'auth resend', method: 'POST', target: '/auth/v1/resend', headers: json, body: jsonOf(rng, { type: text, email }) };
    default:
      return {
        kind: 'auth other',
        method: rng.pick(['POST', 'GET', 'DELETE', 'PATCH']),
        target: `/auth/v1/${rng.pick([
          ...(identity === 'user' ? [] : ['logout', 'logout?scope=global', `logout?scope=${urlPiece(rng, hostileText(rng))}`]),
          'settings',
          'health',
          'admin/users',
          'otp',
          'factors',
          urlPiece(rng, hostileText(rng)),
        ])}`,
        headers: json,
        body: rng.chance(0.5) ? jsonBody(rng).body : undefined,
      };
  }
}

function objectName(rng: Rng): string {
  const name = rng.chance(0.6) ? `${userId}/${hostileText(rng)}` : hostileText(rng);
  return rng.chance(0.8)
    ? name
        .split('/')
        .map((part) => urlPiece(rng, part))
        .join('/')
    : name;
}

const mimeTypes = [
  'image/png',
  'application/pdf',
  'IMAGE/PNG',
  'image/png;a=b, TEXT/HTML',
  'text/html',
  'image/svg+xml',
  '',
  'image/png\r\nX-Injected: yes',
  '*/*',
  'multipart/form-data',
];

function multipart(rng: Rng): { contentType: string; body: Buffer } {
  const boundary = rng.chance(0.9) ? `fuzz${rng.int(1e9)}` : hostileText(rng).replace(/[\r\n]/g, '');
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (rng.chance(0.5)) field('cacheControl', rng.pick(['3600', '-1', '1e99', hostileText(rng)]));
  if (rng.chance(0.5)) field('contentType', rng.pick(mimeTypes));
  if (rng.chance(0.3)) field('metadata', hostileJson(rng));
  if (rng.chance(0.2)) field(hostileText(rng).replace(/["\r\n]/g, ''), hostileText(rng));
  if (rng.chance(0.9))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${rng.pick(['', 'file', hostileText(rng)])}"; filename="${hostileText(rng).replace(/[\r\n]/g, '')}"\r\nContent-Type: ${rng.pick(mimeTypes).replace(/[\r\n]/g, '')}\r\n\r\n`,
      ),
      Buffer.from(hostileText(rng)),
      Buffer.from('\r\n'),
    );
  if (rng.chance(0.9)) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: rng.chance(0.9) ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data', body: Buffer.concat(parts) };
}

function storage(rng: Rng): Made {
  if (rng.chance(WELL_FORMED)) return wellFormedStorage(rng);
  const bucket = rng.chance(0.9) ? rng.pick(buckets) : urlPiece(rng, hostileText(rng));
  const json = { 'content-type': 'application/json' };
  switch (rng.int(6)) {
    case 0:
    case 1: {
      const headers: Record<string, string> = {};
      let body: Buffer;
      if (rng.chance(0.5)) {
        const form = multipart(rng);
        headers['content-type'] = form.contentType;
        body = form.body;
      } else {
        headers['content-type'] = rng.pick(mimeTypes).replace(/[\r\n]/g, ' ');
        body = Buffer.from(hostileText(rng));
      }
      if (rng.chance(0.3)) headers['x-upsert'] = rng.pick(['true', 'false', hostileText(rng).replace(/[\r\n]/g, '')]);
      if (rng.chance(0.3)) headers['cache-control'] = rng.pick(['max-age=3600', 'no-store', hostileText(rng).replace(/[\r\n]/g, '')]);
      if (rng.chance(0.2))
        headers['x-metadata'] = rng.chance(0.5)
          ? Buffer.from(hostileJson(rng)).toString('base64')
          : hostileText(rng).replace(/[\r\n]/g, '');
      if (rng.chance(0.1)) headers['content-encoding'] = rng.pick(['gzip', 'br', 'identity', 'x']);
      return {
        kind: 'storage upload',
        method: rng.chance(0.8) ? 'POST' : 'PUT',
        target: `/storage/v1/object/${bucket}/${objectName(rng)}`,
        headers,
        body,
      };
    }
    case 2:
      return {
        kind: 'storage list',
        method: 'POST',
        target: `/storage/v1/object/list/${bucket}`,
        headers: json,
        body: jsonOf(rng, {
          prefix: () => hostileJson(rng, 1),
          limit: () => hostileJson(rng, 1),
          offset: () => hostileJson(rng, 1),
          sortBy: () => hostileJson(rng, 1),
          search: () => hostileJson(rng, 1),
        }),
      };
    case 3:
      return rng.chance(0.5)
        ? {
            kind: 'storage sign',
            method: 'POST',
            target: `/storage/v1/object/sign/${bucket}/${objectName(rng)}`,
            headers: json,
            body: jsonOf(rng, { expiresIn: () => hostileJson(rng, 1), download: () => hostileJson(rng, 1) }),
          }
        : {
            kind: 'storage sign',
            method: 'POST',
            target: `/storage/v1/object/sign/${bucket}`,
            headers: json,
            body: jsonOf(rng, { expiresIn: () => hostileJson(rng, 1), paths: () => hostileJson(rng, 1) }),
          };
    case 4: {
      const route = rng.pick(['authenticated', 'public', 'sign', 'info', 'info/authenticated', '']);
      const query =
        route === 'sign' || rng.chance(0.2) ? `?token=${urlPiece(rng, hostileText(rng))}&download=${urlPiece(rng, hostileText(rng))}` : '';
      const headers: Record<string, string> = {};
      if (rng.chance(0.2))
        headers.range = rng.pick(['bytes=0-1', 'bytes=5-1', 'bytes=-999999999999', hostileText(rng).replace(/[\r\n]/g, '')]);
      return {
        kind: 'storage download',
        method: rng.chance(0.8) ? 'GET' : 'HEAD',
        target: `/storage/v1/object/${route ? `${route}/` : ''}${bucket}/${objectName(rng)}${query}`,
        headers,
      };
    }
    default:
      return {
        kind: 'storage delete',
        method: 'DELETE',
        target: `/storage/v1/object/${bucket}`,
        headers: json,
        body: jsonOf(rng, { prefixes: () => hostileJson(rng, 1) }),
      };
  }
}

function generate(count: number): FuzzRequest[] {
  const rng = generator(seed);
  wellFormedTurns.clear();
  const addresses = Array.from({ length: 16 }, () => freshLoopbackAddress());
  const makers: [number, (rng: Rng, identity: Identity) => Made][] = [
    [26, restRead],
    [15, restWrite],
    [12, rpc],
    [10, companyRpc],
    [6, chatRpc],
    [20, auth],
    [21, storage],
  ];
  const total = makers.reduce((sum, [weight]) => sum + weight, 0);
  return Array.from({ length: count }, () => {
    let roll = rng.int(total);
    const make = makers.find(([weight]) => (roll -= weight) < 0)![1];
    const drawn = rng.pick<Identity>(['anon', 'user', 'user', 'garbage']);
    const { identity = drawn, ...request } = make(rng, drawn);
    const from = rng.pick(addresses);
    return { ...request, from, kind: `${request.kind} (${identity})`, headers: { ...authHeaders(rng, identity), ...request.headers } };
  });
}

// ---------------------------------------------------------------- sending over a raw socket

/**
 * Sends `request` as written (no client-side validation) and returns the status and the error
 * body's message (an RPC's machine code, e.g. last_owner), or why there is no answer.
 */
function send(request: FuzzRequest): Promise<{ status: number; message?: string } | { failure: string }> {
  return new Promise((resolve) => {
    const { port } = new URL(standIn.url);
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: request.from });
    const chunks: Buffer[] = [];
    const headerLines = Object.entries({
      host: 'localhost',
      connection: 'close',
      ...request.headers,
      'content-length': String(request.body?.length ?? 0),
    })
      // Header values go out as bytes (latin1), raw as the test made them.
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.setTimeout(20_000, () => {
      socket.destroy();
      resolve({ failure: 'no answer within 20 s' });
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer is fine; no answer is judged on close
    socket.on('close', () => {
      const answer = Buffer.concat(chunks);
      const head = answer.subarray(0, 100).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head);
      const message = /"message":"([^"\\]*)"/.exec(answer.subarray(0, 4096).toString('utf8'))?.[1];
      resolve(status ? { status: Number(status[1]), message } : { failure: `no HTTP answer (got ${JSON.stringify(head)})` });
    });
    // Written without closing our side: the server answers, then closes (connection: close).
    socket.write(
      Buffer.concat([
        Buffer.from(`${request.method} ${request.target} HTTP/1.1\r\n${headerLines}\r\n`, 'latin1'),
        request.body ?? Buffer.alloc(0),
      ]),
    );
  });
}

function describeRequest(request: FuzzRequest, index: number): string {
  const body = request.body
    ? `${JSON.stringify(request.body.subarray(0, 300).toString('latin1'))}${request.body.length > 300 ? `… (${request.body.length} bytes)` : ''}`
    : '(none)';
  return [
    `#${index} ${request.kind} from ${request.from}`,
    `  ${request.method} ${JSON.stringify(request.target.length > 400 ? `${request.target.slice(0, 400)}… (${request.target.length} chars)` : request.target)}`,
    `  headers ${JSON.stringify(request.headers, (key, value: unknown) => (key === 'authorization' && value === `Bearer ${userToken}` ? 'Bearer <the fuzz user>' : value)).slice(0, 600)}`,
    `  body ${body}`,
  ].join('\n');
}

/**
 * Whether a company or chat RPC's call reached the function's logic: it succeeded, or the function
 * refused it with one of its own machine codes (last_owner, too_many_chats...) past its gate.
 * Argument errors (a bad uuid, an unknown argument, bad JSON) are the database's or the API's
 * sentences, never a machine code.
 */
function wentDeep(answer: { status: number; message?: string }): boolean {
  if (answer.status < 300) return true;
  return answer.message !== undefined && /^[a-z]+(_[a-z0-9]+)+$/.test(answer.message) && !gateRefusals.has(answer.message);
}

// ---------------------------------------------------------------- the test

beforeAll(async () => {
  standIn = await startStandIn();
  // A client of our own, signed up and confirmed through the e-mailed link as in the product.
  const email = `fuzz-${Date.now()}@example.com`;
  const browser = createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshLoopbackAddress()) },
  });
  expect((await browser.auth.signUp({ email, password })).error).toBeNull();
  const mail = await standIn.nextMail(email, 0);
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]!;
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
  const { data, error } = await browser.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  userId = data.user!.id;
  userToken = data.session!.access_token;
  userEmail = email;
  const companies = await browser.rpc('my_companies');
  expect(companies.error).toBeNull();
  companyId = (companies.data as Array<{ id: string }>)[0]!.id;
  const invite = async (address: string) => {
    const { data, error } = await browser.rpc('create_company_invitation', { p_company_id: companyId, p_email: address, p_role: 'member' });
    expect(error).toBeNull();
    return (data as { id: string }).id;
  };
  invitationId = await invite(`fuzz-withdrawn-${Date.now()}@example.com`);
  const invitee = `fuzz-invitee-${Date.now()}@example.com`;
  await invite(invitee);
  invitationToken = decodeURIComponent(/\/invitation\?token=([A-Za-z0-9._~%-]+)/.exec((await standIn.nextMail(invitee, 0)).text)![1]!);
  knownFile = `${userId}/fuzz-known.png`;
  expect((await browser.storage.from('ticket-files').upload(knownFile, png, { contentType: 'image/png' })).error).toBeNull();
  staffToken = await signInStaff();
  const visitor = createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshLoopbackAddress()) },
  });
  const startChat = async () => {
    const { data, error } = await visitor.rpc('chat_start', { p_name: 'Fuzz', p_message: 'Hello', p_language: 'en' });
    expect(error).toBeNull();
    return data as { id: string; secret: string };
  };
  talk = await startChat();
  ending = await startChat();
}, 60_000);

/** A staff member (the flag and the second factor on, as set_staff leaves them), signed in past the factor. */
async function signInStaff(): Promise<string> {
  const email = `fuzz-staff-${Date.now()}@example.com`;
  const id = await standIn.createConfirmedUser(email, password);
  await standIn.database.asService(async (tx) => {
    await tx.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"staff": true}' where id = $1`, [id]);
    await tx.query(
      'insert into public.mfa_settings (user_id, enabled) values ($1, true) on conflict (user_id) do update set enabled = true',
      [id],
    );
  });
  const staff = createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshLoopbackAddress()) },
  });
  const { data, error } = await staff.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  expect((await staff.rpc('request_mfa_code')).error).toBeNull();
  const code = /\b(\d{6})\b/.exec((await standIn.nextMail(email, 0)).text)![1];
  expect((await staff.rpc('verify_mfa_code', { code })).data).toEqual({ status: 'verified' });
  return data.session!.access_token;
}
afterAll(() => standIn.stop());

describe('the reported hostile inputs are refused before the database, in each service’s error shape', () => {
  async function call(method: string, path: string, { anon = false, body }: { anon?: boolean; body?: string } = {}) {
    const response = await fetch(`${standIn.url}${path}`, {
      method,
      headers: {
        apikey: standIn.config.anonKey,
        ...(anon ? {} : { authorization: `Bearer ${userToken}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    });
    const answer = (await response.json()) as Record<string, unknown>;
    return { status: response.status, body: answer, keys: Object.keys(answer).sort() };
  }
  /** PostgREST's shape: exactly code, message, details and hint; these errors say which bound in details. */
  const postgrestError = (status: number, code: string) => ({
    status,
    body: { code, message: expect.any(String), details: expect.any(String) },
    keys: ['code', 'details', 'hint', 'message'],
  });
  const deepJson = `${'['.repeat(6000)}${']'.repeat(6000)}`;

  it.each([
    ['a regular expression nested 3,000 deep', `/rest/v1/support_tickets?subject=match.${encodeURIComponent('('.repeat(3000))}`, false],
    ['fts. followed by 300 !', `/rest/v1/support_tickets?subject=fts.${'!'.repeat(300)}`, false],
    ['cs. with 7 nested braces, anonymous', `/rest/v1/feedback?title=cs.${encodeURIComponent(`${'{'.repeat(7)}a${'}'.repeat(7)}`)}`, true],
  ])('%s: 400 PGRST100', async (_label, path, anon) => {
    expect(await call('GET', path, { anon })).toMatchObject(postgrestError(400, 'PGRST100'));
  });

  it('JSON nested 6,000 deep: 400 PGRST102 for an insert and an RPC argument, 400 bad_json for PUT /auth/v1/user', async () => {
    expect(await call('POST', '/rest/v1/feedback', { anon: true, body: `{"title":${deepJson}}` })).toMatchObject(
      postgrestError(400, 'PGRST102'),
    );
    expect(await call('POST', '/rest/v1/rpc/verify_mfa_code', { body: `{"code":${deepJson}}` })).toMatchObject(
      postgrestError(400, 'PGRST102'),
    );
    expect(await call('PUT', '/auth/v1/user', { body: `{"data":{"a":${deepJson}}}` })).toMatchObject({
      status: 400,
      body: { code: 'bad_json' },
    });
  });

  it('text the database cannot hold (U+0000, half a surrogate pair): 400 from Auth and Storage, found by this fuzz', async () => {
    for (const text of ['\\u0000', '\\ud800']) {
      for (const path of ['/auth/v1/signup', '/auth/v1/user'])
        expect(
          await call(path.endsWith('signup') ? 'POST' : 'PUT', path, {
            body: `{"email":"nul-${crypto.randomUUID()}@example.com","password":"${password}","data":{"x":"a${text}"}}`,
          }),
        ).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    }
    const named = await call('GET', `/storage/v1/object/authenticated/ticket-files/${userId}/a%00b`);
    expect(named).toMatchObject({ status: 400, body: { statusCode: '400', code: 'InvalidKey' } });
    const removed = await call('DELETE', '/storage/v1/object/ticket-files', { body: JSON.stringify({ prefixes: [`${userId}/a\u0000`] }) });
    expect(removed).toMatchObject({ status: 400, body: { code: 'InvalidKey' } });
  });

  it('a URL over 8 KiB: 414; a body over 64 KiB: 413', async () => {
    const ids = Array.from({ length: 300 }, () => crypto.randomUUID()).join(',');
    expect(await call('GET', `/rest/v1/support_tickets?id=in.(${ids})`)).toMatchObject(postgrestError(414, 'PGRST100'));
    const huge = JSON.stringify({ title: 'x'.repeat(70_000) });
    expect(await call('POST', '/rest/v1/feedback', { anon: true, body: huge })).toMatchObject({ status: 413, body: { code: 'PGRST102' } });
  });
});

it(`answers ${REQUESTS} generated hostile requests without a 5xx, and the database still answers`, async () => {
  const started = Date.now();
  const requests = generate(REQUESTS);
  const failures: string[] = [];
  const counts = new Map<string, number>();
  const statuses = new Map<number, number>();
  /** well-formed requests per kind: how many, how many succeeded, and answers they may not get */
  const judged = new Map<string, { sent: number; succeeded: number }>();
  const unexpected: string[] = [];
  /** calls per company and chat RPC that reached its logic */
  const deep = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const index = next++;
        const request = requests[index]!;
        const kind = request.kind.replace(/ \(.*\)$/, '');
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
        const answer = await send(request);
        if ('failure' in answer) failures.push(`${describeRequest(request, index)}\n  → ${answer.failure}`);
        else {
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) failures.push(`${describeRequest(request, index)}\n  → ${answer.status}`);
          if (request.wellFormed) {
            const tally = judged.get(kind) ?? { sent: 0, succeeded: 0 };
            tally.sent += 1;
            if (answer.status < 300) tally.succeeded += 1;
            judged.set(kind, tally);
            if (!request.wellFormed.statuses.includes(answer.status))
              unexpected.push(
                `${describeRequest(request, index)}\n  well-formed (${request.wellFormed.variant}): ${answer.status} ${answer.message ?? ''}, expected one of ${request.wellFormed.statuses.join(', ')}`,
              );
          }
          if (request.fn && wentDeep(answer)) deep.set(request.fn, (deep.get(request.fn) ?? 0) + 1);
        }
      }
    }),
  );
  console.log(
    `fuzz: seed ${seed} (replay with SEED=${seed}), ${requests.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ') +
      `; answered ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
  );
  console.log(
    `fuzz: well-formed (sent/succeeded) ${[...judged].map(([kind, { sent, succeeded }]) => `${kind} ${sent}/${succeeded}`).join(', ')}; ` +
      `deep calls ${[...Object.keys(companyFunctions), ...Object.keys(chatFunctions)].map((fn) => `${fn} ${deep.get(fn) ?? 0}`).join(', ')}`,
  );
  if (failures.length) console.error(`fuzz: ${failures.length} answers of 5xx or none (seed ${seed}):\n${failures.join('\n\n')}`);
  expect(failures).toEqual([]);
  if (unexpected.length)
    console.error(`fuzz: ${unexpected.length} well-formed requests answered otherwise (seed ${seed}):\n${unexpected.join('\n\n')}`);
  expect(unexpected).toEqual([]);
  // Every kind got well-formed requests, and some of each succeeded.
  expect(Object.fromEntries([...judged].map(([kind, { succeeded }]) => [kind, succeeded > 0]))).toEqual(
    Object.fromEntries(
      [
        'rest read',
        'rest write',
        'rpc',
        'company rpc',
        'chat rpc',
        'auth token',
        'auth user',
        'auth other',
        'auth signup',
        'auth recover',
        'storage upload',
        'storage list',
        'storage download',
        'storage sign',
        'storage delete',
      ].map((kind) => [kind, true]),
    ),
  );
  // Each company and chat RPC was called past its argument checks often enough.
  const shallow = [...Object.keys(companyFunctions), ...Object.keys(chatFunctions)].filter((fn) => (deep.get(fn) ?? 0) < DEEP_FLOOR);
  expect(shallow).toEqual([]);

  // A normal client (an account of its own, created as the service role would), signed in with
  // supabase-js, still writes and reads through RLS.
  const email = `after-fuzz-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const id = await standIn.createConfirmedUser(email, password);
  const client = createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshLoopbackAddress()) },
  });
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  const created = await client
    .from('support_tickets')
    .insert({ subject: 'After the fuzz', category: 'technical', priority: 'low', description: 'Still answering.' })
    .select('id')
    .single();
  expect(created.error).toBeNull();
  const read = await client.from('support_tickets').select('subject, client_id');
  expect(read).toMatchObject({ error: null, status: 200, data: [{ subject: 'After the fuzz', client_id: id }] });
}, 240_000);
