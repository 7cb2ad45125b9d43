import { createJestConfig } from '../shared/build/jest-config.ts';

// The tests run the worker against the local stand-in (local-supabase's harness) and MailDev, or
// as a child process: a few seconds each, more on a busy machine.
export default createJestConfig(import.meta.dirname, { testEnvironment: 'node', testTimeout: 60_000 });
