import { isDeclaration, isSupabaseClient, isThenCallbackOfClient, propertyName } from './supabase-client.js';

const effectHooks = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

/**
 * Calls on `client.auth` that an effect may make: they read the session the browser already holds
 * or subscribe to its changes, which is what effects are for; they load no server state.
 */
const sessionCalls = new Set(['getSession', 'onAuthStateChange']);

function isEffectCall(node) {
  const callee = node.callee;
  const name = callee.type === 'Identifier' ? callee.name : propertyName(callee);
  return effectHooks.has(name);
}

/**
 * Where a client expression goes decides whether it is a read. Some places only pass it on (an
 * await, a variable, a `.then((client) => …)`): the uses further on are judged instead.
 */
function passesOn(sourceCode, node) {
  const parent = node.parent;
  if (parent.type === 'AwaitExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSNonNullExpression') return true;
  if (parent.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier') return true;
  if (parent.type === 'MemberExpression' && parent.object === node && propertyName(parent) === 'then') {
    const call = parent.parent;
    const callback = call.type === 'CallExpression' && call.callee === parent ? call.arguments[0] : undefined;
    return (
      (callback?.type === 'ArrowFunctionExpression' || callback?.type === 'FunctionExpression') &&
      callback.params[0]?.type === 'Identifier' &&
      isThenCallbackOfClient(sourceCode, callback)
    );
  }
  // `void getClient()` only creates the client.
  if (parent.type === 'ExpressionStatement' || (parent.type === 'UnaryExpression' && parent.operator === 'void')) {
    return parent.type === 'ExpressionStatement' || parent.parent.type === 'ExpressionStatement';
  }
  return false;
}

function isSessionCall(node) {
  const auth = node.parent;
  return (
    auth.type === 'MemberExpression' &&
    auth.object === node &&
    propertyName(auth) === 'auth' &&
    auth.parent.type === 'MemberExpression' &&
    auth.parent.object === auth &&
    sessionCalls.has(propertyName(auth.parent))
  );
}

/** The first place in `root` where the Supabase client is used for more than the session. */
function firstRead(sourceCode, root) {
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.shift();
    if (
      (node.type === 'Identifier' || node.type === 'CallExpression' || node.type === 'AwaitExpression') &&
      !isDeclaration(sourceCode, node) &&
      isSupabaseClient(sourceCode, node) &&
      !passesOn(sourceCode, node) &&
      !isSessionCall(node)
    ) {
      return node;
    }
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = node[key];
      for (const item of Array.isArray(child) ? child : [child]) {
        if (item && typeof item.type === 'string') pending.push(item);
      }
    }
  }
  return undefined;
}

/**
 * A component does not load server state in an effect: no caching, no deduplication, no refetch,
 * and a flag and a state type written by hand each time. Its feature's queries (TanStack Query)
 * load it. An effect that reads through Supabase, or hands the client to a loader, is refused.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid effects that read server state through Supabase in component files' },
    schema: [],
    messages: {
      effect: "Load server state through the feature's queries (TanStack Query), not in an effect.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      CallExpression(node) {
        if (!isEffectCall(node)) return;
        const callback = node.arguments[0];
        if (callback?.type !== 'ArrowFunctionExpression' && callback?.type !== 'FunctionExpression') return;
        const read = firstRead(sourceCode, callback.body);
        if (read) context.report({ node: read, messageId: 'effect' });
      },
    };
  },
};
