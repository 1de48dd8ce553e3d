import { createHash } from 'node:crypto';
import type { PaymentOrder } from '../orders';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const rupiah = (amount: number) =>
  new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(
    amount,
  );

/** The sandbox's stand-in for Snap's payment screen: approve, leave pending, fail or close. */
export function sandboxPaymentPage(order: PaymentOrder): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pembayaran Sandbox / Sandbox Payment</title>
<style>
  body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1d2733}
  h1{font-size:18px;margin:0 0 4px} p{margin:4px 0;color:#55606d} dl{margin:16px 0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
  dt{color:#55606d} dd{margin:0;font-weight:600} button{display:block;width:100%;margin:8px 0;padding:12px;border-radius:8px;border:1px solid #41AADF;font-size:15px;cursor:pointer;background:#fff}
  button.primary{background:#41AADF;color:#fff} #result{margin-top:12px;font-weight:600}
</style></head>
<body>
  <h1>Pembayaran Sandbox / Sandbox Payment</h1>
  <p>Tidak ada uang sungguhan yang berpindah. / No real money moves.</p>
  <dl>
    <dt>Pesanan / Order</dt><dd class="notranslate">${escapeHtml(order.id)}</dd>
    <dt>Paket / Package</dt><dd>${escapeHtml(order.packageTitle)}</dd>
    <dt>Koin / Coins</dt><dd class="notranslate">${order.coins}</dd>
    <dt>Total</dt><dd class="notranslate">${rupiah(order.grossAmount)}</dd>
  </dl>
  <button class="primary" data-action="approve">Setujui pembayaran / Approve payment</button>
  <button data-action="pending">Biarkan tertunda / Leave pending</button>
  <button data-action="fail">Gagalkan pembayaran / Fail payment</button>
  <button data-action="close">Tutup / Close</button>
  <div id="result" role="status"></div>
<script>${PAGE_SCRIPT}</script>
</body></html>`;
}

/** The page's one script, static so the page's Content-Security-Policy can name it by hash. */
const PAGE_SCRIPT = `
(function () {
  var embedded = window.parent !== window;
  function report(event, result) {
    if (embedded) window.parent.postMessage({ source: 'fanhub-sandbox-snap', event: event, result: result }, '*');
    else document.getElementById('result').textContent = event === 'close' ? '' : 'Status: ' + (result && result.transaction_status);
  }
  document.querySelectorAll('button').forEach(function (button) {
    button.addEventListener('click', function () {
      var action = button.getAttribute('data-action');
      if (action === 'close') return report('close');
      document.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
      fetch(location.pathname + '/' + action, { method: 'POST' })
        .then(function (response) { return response.json(); })
        .then(function (body) {
          if (!body.status) return report('error', { status_code: '500', status_message: body.message });
          report(body.data.event, body.data.result);
        })
        .catch(function () { report('error', { status_code: '500', status_message: 'network error' }); });
    });
  });
})();
`;

/** The Content-Security-Policy of the page: its own script only, shown in a frame by the site's origins. */
export const sandboxPageSecurity = (siteOrigins: string[]) => ({
  frameguard: false as const,
  contentSecurityPolicy: {
    directives: {
      scriptSrc: [`'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`],
      connectSrc: ["'self'"],
      frameAncestors: ["'self'", ...siteOrigins],
    },
  },
});
