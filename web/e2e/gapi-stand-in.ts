import type { BrowserContext } from 'playwright-core';

/**
 * Firebase's popup sign-in loads https://apis.google.com/js/api.js (gapi.iframes) in the page,
 * and the Auth emulator's helper iframe loads it too, even against the emulator. There is no
 * internet here, so tests serve this stand-in: the part of gapi.iframes both sides use (open an
 * iframe, ping, register and send messages) over window.postMessage.
 */
const GAPI_STAND_IN = String.raw`(function () {
  var MARK = '__gapiStandIn';
  var FILTER = function () { return true; };
  var nextId = 1;
  var peers = [];
  function peerFor(win) {
    for (var i = 0; i < peers.length; i++) if (peers[i].win === win) return peers[i];
    var peer = { win: win, handlers: {}, pending: {}, callbacks: {}, ready: false, waiters: [] };
    peers.push(peer);
    return peer;
  }
  function post(peer, message) {
    message[MARK] = true;
    peer.win.postMessage(message, '*');
  }
  function answer(peer, message) {
    var handler = peer.handlers[message.type];
    Promise.resolve(handler(message.data)).then(function (value) {
      post(peer, { kind: 'reply', id: message.id, responses: [value] });
    });
  }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[MARK] || !event.source) return;
    var peer = peerFor(event.source);
    if (message.kind === 'ready') {
      peer.ready = true;
      peer.waiters.splice(0).forEach(function (done) { done(); });
    } else if (message.kind === 'send') {
      if (peer.handlers[message.type]) answer(peer, message);
      else (peer.pending[message.type] = peer.pending[message.type] || []).push(message);
    } else if (message.kind === 'reply') {
      var callback = peer.callbacks[message.id];
      delete peer.callbacks[message.id];
      if (callback) callback(message.responses);
    }
  });
  function channel(peer) {
    return {
      register: function (type, handler) {
        peer.handlers[type] = handler;
        (peer.pending[type] || []).splice(0).forEach(function (message) { answer(peer, message); });
      },
      send: function (type, data, callback) {
        var id = nextId++;
        if (callback) peer.callbacks[id] = callback;
        post(peer, { kind: 'send', type: type, data: data, id: id });
      },
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var done = function () { if (callback) callback(); resolve(); };
          if (peer.ready) done(); else peer.waiters.push(done);
        });
      },
    };
  }
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var frameChannel = channel(peerFor(frame.contentWindow));
      return Promise.resolve(onOpen ? onOpen(frameChannel) : frameChannel);
    },
    getParentIframe: function () {
      var parent = peerFor(window.parent);
      post(parent, { kind: 'ready' });
      return channel(parent);
    },
  };
  window.gapi = window.gapi || {};
  window.gapi.load = function (_name, options) {
    setTimeout(function () { (typeof options === 'function' ? options : options.callback)(); }, 0);
  };
  window.gapi.iframes = {
    getContext: function () { return context; },
    Iframe: function () {},
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
  };
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** Serves the gapi stand-in to every page and frame of the context; other Google CDNs answer empty. */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  // The emulator's sign-in page styles itself from these CDNs; it works without them.
  for (const cdn of ['https://unpkg.com/**', 'https://fonts.googleapis.com/**'])
    await context.route(cdn, (route) => route.fulfill({ contentType: 'text/plain', body: '' }));
}
