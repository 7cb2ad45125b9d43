/**
 * The requests a remote's server bundle leaves to the shell's server: the same singletons as
 * `sharedSingletons` (federation.ts), so a server render has one React, one i18next and one set of runtime contexts.
 */
export const serverSharedRequest = /^(react|react-dom|jotai|i18next|@supabase\/supabase-js)(\/.*)?$|^@meridian\/shared\/runtime\//;
