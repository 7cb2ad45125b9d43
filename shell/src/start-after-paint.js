/* global document, requestAnimationFrame, setTimeout, START_SCRIPTS */
// Runs inline at the end of <body>. The server sends the page rendered, so the visitor can read it
// before any JavaScript runs: the shell's scripts (preloaded in <head>, so already downloading)
// start only after the browser has painted that HTML, rather than delaying the first paint by the
// time it takes to evaluate them and hydrate. requestAnimationFrame fires just before the next
// paint; the timeout after it runs once that paint is done. START_SCRIPTS is filled in at build.
(function () {
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
