/**
 * Reads supabase/config.toml, the Supabase CLI's configuration that `supabase config push` sends to
 * a hosted project, so the stand-in's Auth e-mails take their subjects and template files from the
 * very place hosted Auth gets them (auth-mail-templates.ts).
 *
 * The parser knows the part of TOML that file uses, and refuses anything else with the line
 * number, so a construct it does not know can never be read as something else: `# comments`,
 * `[dotted.table]` headers, and `key = value` where a value is a "basic string" (with \" \\ \n \t
 * \uXXXX escapes), a 'literal string', an integer, true/false, or an array of those (over several
 * lines if need be). No TOML parser is among the installed packages.
 */
import fs from 'node:fs';
import path from 'node:path';

export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

/**
 * The repository root: `supabase/config.toml` and the template paths in it are relative to it.
 * Found by walking up from the working directory, then from the started script, to the folder
 * holding both supabase/config.toml and local-supabase/: this module runs as ESM in the stand-in
 * and as CommonJS under ts-jest, so neither import.meta nor __dirname is there in both.
 */
export function findRepoRoot(): string {
  for (const start of [process.cwd(), process.argv[1] ? path.dirname(process.argv[1]) : undefined]) {
    for (let dir = start; dir;) {
      if (fs.existsSync(path.join(dir, 'supabase/config.toml')) && fs.existsSync(path.join(dir, 'local-supabase'))) return dir;
      const parent = path.dirname(dir);
      dir = parent === dir ? undefined : parent;
    }
  }
  throw new Error('supabase/config.toml not found above the working directory: start the stand-in from inside the repository');
}

export function readSupabaseConfig(root = findRepoRoot()): TomlTable {
  return parseToml(fs.readFileSync(path.join(root, 'supabase/config.toml'), 'utf8'));
}

const bareKey = /^[A-Za-z0-9_-]+$/;

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  const lines = text.split('\n');
  let lineNo = 0;
  const fail = (message: string): never => {
    throw new Error(`config.toml line ${lineNo}: ${message}`);
  };

  for (let i = 0; i < lines.length; i++) {
    lineNo = i + 1;
    let line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('[')) {
      const header = /^\[([A-Za-z0-9_.-]+)\]\s*(#.*)?$/.exec(line);
      if (!header) fail(`unsupported table header ${line}`);
      table = root;
      for (const part of header![1]!.split('.')) {
        if (!bareKey.test(part)) fail(`bad key ${part}`);
        const next = table[part] ?? (table[part] = {});
        if (typeof next !== 'object' || Array.isArray(next)) fail(`${part} is not a table`);
        table = next as TomlTable;
      }
      continue;
    }
    const assignment = /^([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (!assignment) fail(`expected key = value, got ${line}`);
    const key = assignment![1]!;
    if (key in table) fail(`duplicate key ${key}`);
    let source = assignment![2]!;
    // An array may continue over the following lines until its closing bracket.
    if (source.startsWith('[')) {
      while (!arrayComplete(source, fail)) {
        i++;
        if (i >= lines.length) fail(`unterminated array for ${key}`);
        line = lines[i]!.trim();
        source += `\n${line}`;
      }
    }
    const { value, rest } = parseValue(source, fail);
    if (!/^\s*(#.*)?$/.test(rest)) fail(`unexpected text after the value of ${key}: ${rest}`);
    table[key] = value;
  }
  return root;
}

/** True once every `[` outside strings and comments has its `]`. */
function arrayComplete(source: string, fail: (message: string) => never): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '"' || c === "'") {
      i = stringEnd(source, i, fail) - 1;
    } else if (c === '#') {
      const newline = source.indexOf('\n', i);
      if (newline < 0) return false;
      i = newline;
    } else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return true;
  }
  return false;
}

/** The index just after the string that starts at `start`. */
function stringEnd(source: string, start: number, fail: (message: string) => never): number {
  const quote = source[start]!;
  if (source.startsWith(quote.repeat(3), start)) fail('multi-line strings are not supported');
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\n') break;
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) return i + 1;
  }
  return fail('unterminated string');
}

function parseValue(source: string, fail: (message: string) => never): { value: TomlValue; rest: string } {
  const s = source.trimStart();
  const first = s[0];
  if (first === '"' || first === "'") {
    const end = stringEnd(s, 0, fail);
    const raw = s.slice(1, end - 1);
    return { value: first === "'" ? raw : unescapeBasic(raw, fail), rest: s.slice(end) };
  }
  if (first === '[') {
    const items: TomlValue[] = [];
    let rest = s.slice(1);
    for (;;) {
      rest = skipBlank(rest);
      if (rest.startsWith(']')) return { value: items, rest: rest.slice(1) };
      const item = parseValue(rest, fail);
      items.push(item.value);
      rest = skipBlank(item.rest);
      if (rest.startsWith(',')) rest = rest.slice(1);
      else if (!rest.startsWith(']')) fail(`expected , or ] in an array, got ${rest.slice(0, 20)}`);
    }
  }
  const scalar = /^(true|false|[+-]?\d+)(?=\s|,|\]|#|$)/.exec(s);
  if (!scalar) return fail(`unsupported value ${s.slice(0, 40)}`);
  const word = scalar[1]!;
  return { value: word === 'true' ? true : word === 'false' ? false : Number(word), rest: s.slice(word.length) };
}

function skipBlank(source: string): string {
  return source.replace(/^(\s|#[^\n]*)*/, '');
}

function unescapeBasic(raw: string, fail: (message: string) => never): string {
  return raw.replace(/\\(u[0-9A-Fa-f]{4}|.)/g, (_, escape: string) => {
    if (escape.startsWith('u') && escape.length === 5) return String.fromCharCode(parseInt(escape.slice(1), 16));
    const simple: Record<string, string> = { '"': '"', '\\': '\\', n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };
    return simple[escape] ?? fail(`unsupported escape \\${escape}`);
  });
}

/** The table at a dotted path, or undefined. */
export function tableAt(config: TomlTable, dotted: string): TomlTable | undefined {
  let node: TomlValue | undefined = config;
  for (const part of dotted.split('.')) {
    if (typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'object' && !Array.isArray(node) ? node : undefined;
}
