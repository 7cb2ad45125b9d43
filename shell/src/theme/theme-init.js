/* global document, localStorage, location, matchMedia, navigator */
// Runs inline in <head> before any paint, so the page never flashes the wrong theme or language.
// Keep in step with src/theme/theme.ts (same storage key, same resolution rule) and
// src/i18n/i18n.ts (the language is the URL's: English at the plain path, ?lang=id or ?lang=ms).
(function () {
  var root = document.documentElement;
  var dark = false;
  var languages = ['en', 'id', 'ms'];
  try {
    var stored = localStorage.getItem('meridian.theme');
    dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    // A plain URL is the English page. A visitor who chose another language (or whose browser
    // prefers one, on a first visit) is sent to that language's URL before anything is painted.
    var url = new URL(location.href);
    if (languages.indexOf(url.searchParams.get('lang')) < 0) {
      var preferred = localStorage.getItem('meridian.language');
      if (languages.indexOf(preferred) < 0) {
        preferred = null;
        var browserLanguages = navigator.languages || [navigator.language];
        for (var i = 0; i < browserLanguages.length && !preferred; i++) {
          var code = String(browserLanguages[i]).toLowerCase().split('-')[0];
          if (languages.indexOf(code) >= 0) preferred = code;
        }
      }
      if (preferred && preferred !== 'en') {
        url.searchParams.set('lang', preferred);
        location.replace(url.href);
      }
    }
  } catch {
    // Storage can be blocked; the light theme and the URL's language are the safe defaults.
  }
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
