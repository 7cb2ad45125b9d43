import { isSupabaseClient, propertyName } from './supabase-client.js';

/** The parts of the client that reach data: tables and views, functions, files, other schemas. */
const dataAccess = new Set(['from', 'rpc', 'storage', 'schema']);

const supabasePackage = '@supabase/supabase-js';

/** A type-only import, whole (`import type …`) or with every name marked `type`. */
function isTypeOnly(node) {
  return (
    node.importKind === 'type' ||
    (node.specifiers.length > 0 &&
      node.specifiers.every((specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind === 'type'))
  );
}

/**
 * A component file does not read or write data itself: its feature's queries and mutations do, in
 * a module that is not a component, where they are cached, invalidated and tested once. Auth calls
 * (`client.auth.*`) stay allowed outside effects: a sign-in form calls Auth directly.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid direct Supabase data access in component files' },
    schema: [],
    messages: {
      call: "`.{{ name }}` on the Supabase client in a component: reads and writes go through the feature's queries/mutations in a non-component module.",
      import:
        "A value import of @supabase/supabase-js in a component: reads and writes go through the feature's queries/mutations in a non-component module (type-only imports are fine).",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      ImportDeclaration(node) {
        if (node.source.value === supabasePackage && !isTypeOnly(node)) context.report({ node, messageId: 'import' });
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && node.source.value === supabasePackage) context.report({ node, messageId: 'import' });
      },
      MemberExpression(node) {
        const name = propertyName(node);
        if (dataAccess.has(name) && isSupabaseClient(sourceCode, node.object)) context.report({ node, messageId: 'call', data: { name } });
      },
    };
  },
};
