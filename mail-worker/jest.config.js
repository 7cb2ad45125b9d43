import { createJestConfig } from '../shared/build/jest-config.ts';

export default createJestConfig(import.meta.dirname, { testEnvironment: 'node' });
