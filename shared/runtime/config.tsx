import { createContext, useContext } from 'react';
import type { AppConfig } from '@meridian/shared/lib/app-config';

/** The runtime configuration the shell loaded; remotes read contact constants from it. */
export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig | null {
  return useContext(AppConfigContext);
}
