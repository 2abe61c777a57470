// Runs before the first paint: which static shell of index.html shows until the app renders
// (the rules of bootShellOf in src/domain/routes.ts, checked by boot-shell.test.ts).
(function (path) {
  var shell = /^\/(onboarding(\/loading)?)?\/*$/.test(path)
    ? 'loading'
    : /^\/onboarding(\/|$)/.test(path)
      ? 'none'
      : 'gate';
  document.documentElement.setAttribute('data-boot-shell', shell);
})(window.location.pathname);
