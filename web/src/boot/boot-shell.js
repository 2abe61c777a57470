// Runs before the first paint: which static shell of index.html shows until the app renders
// (the rules of bootShellOf in src/domain/routes.ts), and in which language (the app's rule in
// RootStore: ?lang, else the stored language, else the browser's; anything else is English).
// Checked by src/app/boot-shell.test.ts.
(function (location, navigator, storage) {
  var stored = function (key) {
    try {
      return storage().getItem(key);
    } catch {
      return null; // storage blocked (private mode): the app runs from memory too
    }
  };
  var savedSteps = [];
  try {
    var state = JSON.parse(stored('appState') || '{}');
    if (state && Array.isArray(state.steps)) savedSteps = state.steps;
  } catch {
    // an unreadable saved questionnaire: the app starts a new one
  }
  var path = location.pathname;
  var shell = /^\/(onboarding(\/loading)?)?\/*$/.test(path)
    ? 'loading'
    : /^\/onboarding\/gender\/*$/.test(path)
      ? savedSteps.indexOf('gender') >= 0
        ? 'gender'
        : 'loading'
      : /^\/onboarding(\/|$)/.test(path)
        ? 'none'
        : 'gate';
  var tag = new URLSearchParams(location.search).get('lang');
  if (tag === null) tag = stored('lang');
  if (tag === null) tag = navigator.language;
  var base = String(tag || '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  var language = ['de', 'en', 'es', 'fr', 'it', 'pt'].indexOf(base) >= 0 ? base : 'en';
  document.documentElement.setAttribute('data-boot-shell', shell);
  document.documentElement.setAttribute('data-boot-lang', language);
})(window.location, window.navigator, function () {
  return window.localStorage;
});
