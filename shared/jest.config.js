import { createJestConfig } from './build/jest-config.ts';

export default createJestConfig(import.meta.dirname);
