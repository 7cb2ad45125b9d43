/**
 * Which expressions in a component are the Supabase client. Components reach it two ways: an
 * identifier named `supabase`, or the shared runtime's `getClient()` from `useAuth()` (a promise of
 * the client), either awaited, kept in a variable (`const client = await getClient()`) or handed to
 * `.then((client) => …)`. Both rules in this folder judge what is done with such an expression.
 */

/** The variable `node` (an Identifier) refers to, looked up by name from its innermost scope. */
function variableOf(sourceCode, node) {
  for (let scope = sourceCode.getScope(node); scope; scope = scope.upper) {
    const variable = scope.set.get(node.name);
    if (variable) return variable;
  }
  return undefined;
}

/** The property name of a member expression (`a.b`, `a['b']`), or undefined when it is computed. */
export function propertyName(member) {
  if (member.type !== 'MemberExpression') return undefined;
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal' && typeof member.property.value === 'string') return member.property.value;
  return undefined;
}

/** `b` in `a.b` or `{ b: … }`: a name, not a reference to a variable. */
function isPropertyName(node) {
  const parent = node.parent;
  if (parent?.type === 'MemberExpression') return parent.property === node && !parent.computed;
  if (parent?.type === 'Property') return parent.key === node && !parent.computed && !parent.shorthand;
  return false;
}

function isGetClientCall(node) {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  return (callee.type === 'Identifier' && callee.name === 'getClient') || propertyName(callee) === 'getClient';
}

/** An identifier that declares a name (a parameter, a variable, an import) rather than using one. */
export function isDeclaration(sourceCode, node) {
  if (node.type !== 'Identifier') return false;
  const variable = variableOf(sourceCode, node);
  return Boolean(variable?.defs.some((def) => def.name === node));
}

/** `fn` is the first argument of `.then(fn)` called on the client (or on a promise of it). */
export function isThenCallbackOfClient(sourceCode, fn, depth = 0) {
  const call = fn.parent;
  return (
    call?.type === 'CallExpression' &&
    call.arguments[0] === fn &&
    propertyName(call.callee) === 'then' &&
    isSupabaseClient(sourceCode, call.callee.object, depth + 1)
  );
}

/**
 * `node` evaluates to the Supabase client or a promise of it. Followed through plain bindings only:
 * `const client = await getClient()` and `.then((client) => …)`; what a helper returns is not.
 */
export function isSupabaseClient(sourceCode, node, depth = 0) {
  if (depth > 8) return false;
  switch (node.type) {
    case 'Identifier': {
      if (isPropertyName(node)) return false;
      if (node.name === 'supabase') return true;
      const variable = variableOf(sourceCode, node);
      const def = variable?.defs[0];
      if (!def || variable.defs.length !== 1 || def.name === node) return false;
      if (def.type === 'Variable') {
        return def.node.id === def.name && def.node.init != null && isSupabaseClient(sourceCode, def.node.init, depth + 1);
      }
      if (def.type === 'Parameter') {
        const fn = def.node;
        return fn.params[0] === def.name && isThenCallbackOfClient(sourceCode, fn, depth);
      }
      return false;
    }
    case 'AwaitExpression':
      return isSupabaseClient(sourceCode, node.argument, depth + 1);
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      return isSupabaseClient(sourceCode, node.expression, depth + 1);
    case 'CallExpression':
      return isGetClientCall(node);
    default:
      return false;
  }
}
