/*
 * Storefront script 'main' (v5.3). The app adds it one second after each page change and
 * removes the tag on the next change (spec section 1), so it runs many times per visit:
 * everything here is idempotent, and nothing in the shop depends on it.
 * Progressive touch: a back-to-top button once the page is scrolled.
 */
(function () {
  'use strict';
  var state = (window.__storefrontMain = window.__storefrontMain || {});
  var LABELS = { ar: 'العودة إلى الأعلى' };

  function label() {
    return LABELS[document.documentElement.lang] || 'Back to top';
  }

  var button = document.getElementById('back-to-top');
  if (!button) {
    button = document.createElement('button');
    button.id = 'back-to-top';
    button.type = 'button';
    button.className = 'back-to-top';
    button.innerHTML =
      '<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.8" ' +
      'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 19V5M6 11l6-6 6 6"/></svg>';
    button.addEventListener('click', function () {
      var reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    });
    document.body.appendChild(button);
  }
  // The language may have changed since the button was made.
  button.setAttribute('aria-label', label());
  button.title = label();

  function update() {
    var visible = window.scrollY > window.innerHeight * 0.75;
    button.classList.toggle('is-visible', visible);
    button.tabIndex = visible ? 0 : -1;
  }

  if (!state.listening) {
    state.listening = true;
    window.addEventListener('scroll', update, { passive: true });
  }
  update();
})();
