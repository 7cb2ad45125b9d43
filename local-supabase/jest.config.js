import { createJestConfig } from '../shared/build/jest-config.ts';

// Tests here talk HTTP to a stand-in that hashes with bcrypt and delivers mail: a few seconds each
// on an idle machine, so jest's 5 s default fails them when the machine is busy.
export default createJestConfig(import.meta.dirname, { testEnvironment: 'node', testTimeout: 30_000 });
