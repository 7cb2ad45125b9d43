import fs from 'node:fs';

/**
 * How tests and benchmarks launch Chromium here: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download. The flags keep it from calling home (the network is closed).
 */
export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] } {
  const debianChromium = '/usr/bin/chromium';
  return {
    executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(debianChromium) ? debianChromium : undefined),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
