// The card form's script (GET /payment-simulator/card.js), plain browser JavaScript kept as text so the
// server serves it from our own origin (the CSP's script-src 'self'). It formats the fields as typed,
// confirms at POST /payment-simulator/card/confirm, shows the answer in the page's language and tells
// the embedding window: {type: 'card-payment-result', status: 'succeeded'|'failed', message} for a
// finished attempt, {type: 'card-element-error', message} for input the card form refused (nothing was
// charged; the owner corrects it in the form), and {type: 'card-form-height', height} whenever its height
// changes. targetOrigin is our own origin: the form is embedded
// only by our own owner app (frame-ancestors 'self').
export const CARD_FORM_SCRIPT = `"use strict";
(function () {
  var form = document.getElementById("card-form");
  if (!form) return;
  var locale = document.documentElement.lang || "sv";
  var main = document.querySelector("main");
  var number = document.getElementById("card-number");
  var expiry = document.getElementById("card-expiry");
  var cvc = document.getElementById("card-cvc");
  var button = document.getElementById("card-pay");
  var errorBox = document.getElementById("card-error");
  var statusBox = document.getElementById("card-status");
  var FIELD_OF = { CARD_NUMBER_INVALID: number, CARD_EXPIRY_INVALID: expiry, CARD_CVC_INVALID: cvc };

  function tell(message) {
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
  }
  function digits(value, max) {
    return value.replace(/\\D/g, "").slice(0, max);
  }
  number.addEventListener("input", function () {
    number.value = digits(number.value, 19).replace(/(\\d{4})(?=\\d)/g, "$1 ");
  });
  expiry.addEventListener("input", function (event) {
    var d = digits(expiry.value, 4);
    var deleting = event.inputType && event.inputType.indexOf("delete") === 0;
    expiry.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + " / " + d.slice(2) : d;
  });
  cvc.addEventListener("input", function () {
    cvc.value = digits(cvc.value, 4);
  });

  // As Stripe's frames do, the form tells its height so the embedding page can fit the iframe to it.
  function tellHeight() {
    tell({ type: "card-form-height", height: Math.ceil(main.getBoundingClientRect().height) });
  }
  if (typeof ResizeObserver === "function") new ResizeObserver(tellHeight).observe(main);
  tellHeight();

  function clearInvalid() {
    [number, expiry, cvc].forEach(function (input) {
      input.removeAttribute("aria-invalid");
    });
  }
  function showError(message, field) {
    statusBox.textContent = "";
    errorBox.textContent = message;
    if (field) {
      field.setAttribute("aria-invalid", "true");
      field.focus();
    }
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (button.disabled) return;
    clearInvalid();
    errorBox.textContent = "";
    statusBox.textContent = form.dataset.processing;
    button.disabled = true;
    fetch("/payment-simulator/card/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_secret: form.dataset.clientSecret,
        number: number.value,
        expiry: expiry.value,
        cvc: cvc.value,
      }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          return { status: response.status, body: body };
        });
      })
      .then(function (answer) {
        var body = answer.body || {};
        if (answer.status === 200 && body.status === "succeeded") {
          statusBox.textContent = form.dataset.succeeded;
          form.classList.add("done");
          tell({ type: "card-payment-result", status: "succeeded", message: form.dataset.succeeded });
          return;
        }
        var texts = body.errorDescription || {};
        var message = texts[locale] || body.message || form.dataset.network;
        var field = FIELD_OF[body.code];
        showError(message, field);
        if (field) {
          tell({ type: "card-element-error", message: message });
        } else {
          tell({ type: "card-payment-result", status: "failed", message: message });
        }
        button.disabled = body.code === "CARD_PAYMENT_CLOSED";
      })
      .catch(function () {
        showError(form.dataset.network);
        button.disabled = false;
      });
  });
})();
`;
