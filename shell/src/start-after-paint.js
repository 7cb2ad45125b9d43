/* global document, Element, localStorage, requestAnimationFrame, setTimeout, window, START_SCRIPTS */
// Runs inline at the end of <body>. The server sends the page rendered, so the visitor can read it
// before any JavaScript runs: the shell's scripts (preloaded in <head>, so already downloading)
// start only after the browser has painted that HTML, rather than delaying the first paint by the
// time it takes to evaluate them and hydrate. requestAnimationFrame fires just before the next
// paint; the timeout after it runs once that paint is done. START_SCRIPTS is filled in at build.
(function () {
  // A control marked data-click-before-hydration does nothing until React has hydrated it, which
  // is after every script below (and the remote's) has arrived. A click on it is counted here, as
  // is a submission of a form marked data-submit-before-hydration that no handler took, and the
  // control does what was asked once hydrated (shared/ui/use-click-before-hydration.ts); a control
  // that has taken its count (null) answers itself. A click is counted as it goes down, before
  // React sees it: React stops a click aimed at a part it cannot hydrate yet (a remote still
  // downloading).
  var earlyClicks = (window.__meridianEarlyClicks = {});
  var count = function (target, attribute) {
    var control = target instanceof Element ? target.closest('[' + attribute + ']') : null;
    var name = control && control.getAttribute(attribute);
    if (name && earlyClicks[name] !== null) earlyClicks[name] = (earlyClicks[name] || 0) + 1;
    return name;
  };
  document.addEventListener(
    'click',
    function (event) {
      count(event.target, 'data-click-before-hydration');
    },
    true,
  );
  // The theme toggle needs no React: pressed before hydration, it switches at once as its handler
  // would (theme.ts: the stored preference, and the data-theme that theme-init.js set), and the
  // hydrated toggle reads that. Done as the click bubbles up, after React: a click that makes React
  // hydrate the toggle at once is answered by its handler, which has taken the count (null) by then.
  document.addEventListener('click', function (event) {
    var toggle = event.target instanceof Element && event.target.closest('[data-click-before-hydration="theme"]');
    if (!toggle || earlyClicks.theme === null) return;
    var root = document.documentElement;
    var next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem('meridian.theme', next);
    } catch {
      // Storage blocked: the choice lasts as long as the page, as with the hydrated toggle.
    }
    root.setAttribute('data-theme', next);
    root.style.colorScheme = next;
  });
  // Every form of the site is sent by its React handler, which cancels the browser's own submission.
  // A form submitted before React has hydrated it (a tap during the first second on a slow phone)
  // would otherwise be sent by the browser as a GET to the page, with its fields (a password, too)
  // in the URL. This listener runs after React's (it listens on the window, React on #root), so it
  // only ever cancels a submission no handler took: nothing is sent, and no field leaves the page.
  // A form marked data-native-submit is meant for the browser to send (the preview banner's Leave
  // preview, a POST to the server with nothing personal in it), hydrated or not.
  window.addEventListener('submit', function (event) {
    var native = event.target instanceof Element && event.target.hasAttribute('data-native-submit');
    if (event.defaultPrevented || native) return;
    event.preventDefault();
    count(event.target, 'data-submit-before-hydration');
  });
  requestAnimationFrame(function () {
    setTimeout(function () {
      START_SCRIPTS.forEach(function (src) {
        var script = document.createElement('script');
        script.src = src;
        script.async = false;
        document.body.appendChild(script);
      });
    });
  });
})();
