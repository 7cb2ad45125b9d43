/* global document, localStorage, matchMedia */
// Runs inline in <head> before any paint, so the page never flashes the wrong theme or language.
// Keep in step with src/theme/theme.ts (same storage key, same resolution rule).
(function () {
  var root = document.documentElement;
  var dark = false;
  try {
    var stored = localStorage.getItem('meridian.theme');
    dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    var language = localStorage.getItem('meridian.language');
    if (language === 'en' || language === 'id' || language === 'ms') root.lang = language;
  } catch {
    // Storage can be blocked; the light theme and English are the safe defaults.
  }
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
