/**
 * The Auth e-mails, rendered from the files hosted Auth sends: `supabase/templates/*.html`, with
 * the subjects of `[auth.email.template.<kind>]` in supabase/config.toml. So what a tester reads in
 * MailDev is what a hosted project's users get (docs/decisions/0016-hosted-supabase.md).
 *
 * GoTrue renders them with Go's html/template. This renderer knows only the part of that syntax
 * these files use, and refuses anything else when it loads them, so a template can never show one
 * thing here and another on hosted:
 *   {{ .Field }}                                    a value, HTML-escaped as html/template does
 *   {{ if eq (printf "%v" .Data.locale) "id" }}     the language branch (user_metadata.locale)
 *   {{ else if eq (printf "%v" .Data.locale) "ms" }}, {{ else }}, {{ end }}
 *   {{/* comment *\/}}, and the {{- -}} whitespace trims
 */
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot, readSupabaseConfig, tableAt, type TomlTable } from './supabase-config.ts';

/** GoTrue's template kinds the product's words are written for. */
export const templateKinds = ['confirmation', 'recovery', 'email_change', 'reauthentication', 'magic_link'] as const;
export type TemplateKind = (typeof templateKinds)[number];

/** The variables hosted Auth gives a template (docs/decisions/0016-hosted-supabase.md), except Data, which only the branches read. */
const fields = ['ConfirmationURL', 'Token', 'TokenHash', 'SiteURL', 'Email', 'NewEmail', 'SendingTo', 'RedirectTo'] as const;
export type TemplateField = (typeof fields)[number];
export type TemplateData = Partial<Record<TemplateField, string>> & { Data: Record<string, unknown> };

type Node = { kind: 'text'; text: string } | { kind: 'field'; name: TemplateField } | { kind: 'if'; branches: Branch[] };
/** `locale` null is the {{ else }} branch. */
interface Branch {
  locale: string | null;
  body: Node[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  /** the plain-text form of `html`, for the outbox, which carries text */
  text: string;
}

export interface AuthMailTemplates {
  render(kind: TemplateKind, data: TemplateData): RenderedMail;
  /** the variables a kind's subject and body use */
  fieldsOf(kind: TemplateKind): Set<TemplateField>;
}

const localeTest = String.raw`eq \(printf "%v" \.Data\.locale\) "([a-z]{2})"`;
const ifAction = new RegExp(`^if ${localeTest}$`);
const elseIfAction = new RegExp(`^else if ${localeTest}$`);

/** Parses a template in the subset above; `name` is for error messages. */
export function parseTemplate(source: string, name: string): Node[] {
  // Split into text and actions, applying the trim markers: "{{- " trims the white space before,
  // " -}}" the white space after (Go: the dash must be followed or preceded by a space).
  const parts: Array<{ text: string } | { action: string }> = [];
  let at = 0;
  let trimNext = false;
  while (at <= source.length) {
    const open = source.indexOf('{{', at);
    let text = source.slice(at, open < 0 ? source.length : open);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (open < 0) {
      parts.push({ text });
      break;
    }
    const close = source.indexOf('}}', open + 2);
    if (close < 0) throw new Error(`${name}: unclosed {{`);
    let inner = source.slice(open + 2, close);
    if (/^-\s/.test(inner)) {
      text = text.replace(/\s+$/, '');
      inner = inner.slice(1);
    }
    trimNext = /\s-$/.test(inner);
    if (trimNext) inner = inner.slice(0, -1);
    parts.push({ text }, { action: inner.trim() });
    at = close + 2;
  }

  const root: Node[] = [];
  // Open ifs: the node, and where the current branch's nodes go.
  const stack: Array<{ node: Extract<Node, { kind: 'if' }>; hasElse: boolean }> = [];
  const current = () => (stack.length ? stack.at(-1)!.node.branches.at(-1)!.body : root);
  for (const part of parts) {
    if ('text' in part) {
      if (part.text) current().push({ kind: 'text', text: part.text });
      continue;
    }
    const action = part.action;
    let match: RegExpExecArray | null;
    if (/^\/\*[\s\S]*\*\/$/.test(action)) continue;
    if ((match = /^\.([A-Za-z]+)$/.exec(action))) {
      const field = match[1] as TemplateField;
      if (!fields.includes(field)) throw new Error(`${name}: unknown variable .${match[1]}`);
      current().push({ kind: 'field', name: field });
    } else if ((match = ifAction.exec(action))) {
      const node: Extract<Node, { kind: 'if' }> = { kind: 'if', branches: [{ locale: match[1]!, body: [] }] };
      current().push(node);
      stack.push({ node, hasElse: false });
    } else if ((match = elseIfAction.exec(action)) || action === 'else') {
      const open = stack.at(-1);
      if (!open || open.hasElse) throw new Error(`${name}: {{ ${action} }} without its if`);
      open.node.branches.push({ locale: match ? match[1]! : null, body: [] });
      open.hasElse = !match;
    } else if (action === 'end') {
      if (!stack.pop()) throw new Error(`${name}: {{ end }} without its if`);
    } else {
      throw new Error(`${name}: {{ ${action} }} is outside the template syntax the stand-in renders (auth-mail-templates.ts)`);
    }
  }
  if (stack.length) throw new Error(`${name}: an {{ if }} has no {{ end }}`);
  return root;
}

/** Go html/template's escaping of a value in HTML text and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[\0"&'+<>]/g,
    (c) => ({ '\0': '\uFFFD', '"': '&#34;', '&': '&amp;', "'": '&#39;', '+': '&#43;', '<': '&lt;', '>': '&gt;' })[c]!,
  );
}

function renderNodes(nodes: Node[], data: TemplateData, name: string): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'field') {
      const value = data[node.name];
      if (value === undefined) throw new Error(`${name} uses .${node.name}, which was not given`);
      out += escapeHtml(value);
    } else {
      // printf "%v" of a missing key is "<nil>", of anything else its text: compare as text.
      const locale = data.Data.locale;
      const text = locale === undefined || locale === null ? '<nil>' : String(locale);
      const branch = node.branches.find((b) => b.locale === null || b.locale === text);
      if (branch) out += renderNodes(branch.body, data, name);
    }
  }
  return out;
}

function collectFields(nodes: Node[], into: Set<TemplateField>): Set<TemplateField> {
  for (const node of nodes) {
    if (node.kind === 'field') into.add(node.name);
    else if (node.kind === 'if') for (const branch of node.branches) collectFields(branch.body, into);
  }
  return into;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The plain-text form of a rendered body: paragraphs and line breaks become lines, tags go, and
 * entities are decoded. The templates show each link as its own visible text, so the text form
 * carries the link whole.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|head|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] !== '#') return entities[entity.toLowerCase()] ?? whole;
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    })
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Loads every kind listed in `[auth.email.template.*]` of config.toml: its subject, and the file
 * its content_path names (relative to the repository root, as the CLI reads it).
 */
export function loadAuthMailTemplates(root = findRepoRoot(), config: TomlTable = readSupabaseConfig(root)): AuthMailTemplates {
  const parsed = new Map<TemplateKind, { subject: Node[]; body: Node[] }>();
  for (const kind of templateKinds) {
    const entry = tableAt(config, `auth.email.template.${kind}`);
    if (!entry) continue;
    const { subject, content_path: contentPath } = entry;
    if (typeof subject !== 'string' || typeof contentPath !== 'string')
      throw new Error(`supabase/config.toml: [auth.email.template.${kind}] needs subject and content_path`);
    const file = path.resolve(root, contentPath);
    parsed.set(kind, {
      subject: parseTemplate(subject, `[auth.email.template.${kind}] subject`),
      body: parseTemplate(fs.readFileSync(file, 'utf8'), contentPath),
    });
  }
  const get = (kind: TemplateKind) => {
    const entry = parsed.get(kind);
    if (!entry) throw new Error(`supabase/config.toml has no [auth.email.template.${kind}]`);
    return entry;
  };
  return {
    render(kind, data) {
      const { subject, body } = get(kind);
      const html = renderNodes(body, data, kind);
      // The subject goes through html/template as well (GoTrue parses both with it).
      return { subject: renderNodes(subject, data, `${kind} subject`), html, text: htmlToText(html) };
    },
    fieldsOf(kind) {
      const { subject, body } = get(kind);
      return collectFields(body, collectFields(subject, new Set()));
    },
  };
}

let shared: AuthMailTemplates | undefined;
/** The repository's templates, loaded once (the first Auth e-mail, or the stand-in's start). */
export function authMailTemplates(): AuthMailTemplates {
  return (shared ??= loadAuthMailTemplates());
}
