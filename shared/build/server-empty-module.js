// Stands in for stylesheets in server builds: the page links the browser build's CSS.
export {};
