import { createJestConfig } from '@meridian/shared/build/jest-config.ts';

export default createJestConfig(import.meta.dirname);
