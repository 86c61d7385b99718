/*
 * Storefront script 'shop' (v5.3). Added one second after each page change and removed on
 * the next (spec section 1); idempotent, and nothing in the shop depends on it.
 * Progressive touch: the sticky header gets a shadow once the page scrolls under it.
 */
(function () {
  'use strict';
  var state = (window.__storefrontShop = window.__storefrontShop || {});

  function update() {
    var header = document.querySelector('.site-header');
    if (header) header.classList.toggle('is-scrolled', window.scrollY > 8);
  }

  if (!state.listening) {
    state.listening = true;
    window.addEventListener('scroll', update, { passive: true });
  }
  update();
})();
