/* global document, Element, localStorage, requestAnimationFrame, setTimeout, window, START_SCRIPTS */
// Runs inline at the end of <body>. The server sends the page rendered, so the visitor can read it
// before any JavaScript runs: the shell's scripts (preloaded in <head>, so already downloading)
// start only after the browser has painted that HTML, rather than delaying the first paint by the
// time it takes to evaluate them and hydrate. requestAnimationFrame fires just before the next
// paint; the timeout after it runs once that paint is done. START_SCRIPTS is filled in at build.
(function () {
  // A control marked data-click-before-hydration does nothing until React has hydrated it, which
  // is after every script below (and the remote's) has arrived. A click on it is counted here, as
  // is a submission of a form marked data-submit-before-hydration, and the control does what was
  // asked once hydrated (shared/ui/use-click-before-hydration.ts); a control that has taken its
  // count (null) answers itself. Counted as the event goes down, before React sees it: React stops
  // an event aimed at a part of the page it cannot hydrate yet (a remote still downloading).
  var earlyClicks = (window.__meridianEarlyClicks = {});
  var nameOf = function (target, attribute) {
    var control = target instanceof Element ? target.closest('[' + attribute + ']') : null;
    return control ? control.getAttribute(attribute) : null;
  };
  var count = function (name) {
    if (!name || earlyClicks[name] === null) return false;
    earlyClicks[name] = (earlyClicks[name] || 0) + 1;
    return true;
  };
  document.addEventListener(
    'click',
    function (event) {
      count(nameOf(event.target, 'data-click-before-hydration'));
    },
    true,
  );
  // The theme toggle needs no React: pressed before hydration, it switches at once as its handler
  // would (theme.ts: the stored preference, and the data-theme that theme-init.js set), and the
  // hydrated toggle reads that. Done as the click bubbles up, after React: a click that makes React
  // hydrate the toggle at once is answered by its handler, which has taken the count (null) by then.
  document.addEventListener('click', function (event) {
    if (nameOf(event.target, 'data-click-before-hydration') !== 'theme' || earlyClicks.theme === null) return;
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
  // A form marked data-submit-before-hydration and not hydrated yet is sent by its handler once
  // hydrated: the browser must not send it now.
  window.addEventListener(
    'submit',
    function (event) {
      if (count(nameOf(event.target, 'data-submit-before-hydration'))) event.preventDefault();
    },
    true,
  );
  // Every form of the site is sent by its React handler, which cancels the browser's own submission.
  // A form submitted before React has hydrated it (a tap during the first second on a slow phone)
  // would otherwise be sent by the browser as a GET to the page, with its fields (a password, too)
  // in the URL. This listener runs after React's (it listens on the window, React on #root), so it
  // only ever cancels a submission no handler took: nothing is sent, and no field leaves the page.
  // A form marked data-native-submit is meant for the browser to send (the preview banner's Leave
  // preview, a POST to the server with nothing personal in it), hydrated or not.
  window.addEventListener('submit', function (event) {
    var native = event.target instanceof Element && event.target.hasAttribute('data-native-submit');
    if (!event.defaultPrevented && !native) event.preventDefault();
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
