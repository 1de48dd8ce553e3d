/**
 * A browser script with Snap's public surface (`window.snap.pay(token, callbacks)`): it shows the sandbox
 * payment page in an overlay and reports the outcome through onSuccess / onPending / onError / onClose.
 */
export const sandboxSnapScript = (apiOrigin: string) => `(function () {
  var origin = ${JSON.stringify(apiOrigin)};
  var overlay = null;
  function close() {
    if (overlay) { overlay.remove(); overlay = null; }
    window.removeEventListener('message', onMessage);
  }
  var callbacks = {};
  function onMessage(event) {
    if (event.origin !== origin || !event.data || event.data.source !== 'fanhub-sandbox-snap') return;
    var handler = { success: 'onSuccess', pending: 'onPending', error: 'onError', close: 'onClose' }[event.data.event];
    close();
    if (handler && typeof callbacks[handler] === 'function') {
      event.data.event === 'close' ? callbacks.onClose() : callbacks[handler](event.data.result);
    }
  }
  window.snap = {
    pay: function (token, options) {
      close();
      callbacks = options || {};
      overlay = document.createElement('div');
      overlay.setAttribute('data-testid', 'sandbox-snap-overlay');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center';
      var frame = document.createElement('iframe');
      frame.title = 'fanhub sandbox payment';
      frame.src = origin + '/v1/payments/sandbox/pay/' + encodeURIComponent(token) + '?embedded=1';
      frame.style.cssText = 'width:min(420px,96vw);height:min(560px,92vh);border:0;border-radius:12px;background:#fff';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      window.addEventListener('message', onMessage);
    },
    hide: close
  };
})();
`;
