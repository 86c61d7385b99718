import type { CurrencyCode } from '@shop/core';

/**
 * Small flags for the currency switcher, drawn inline (no image request; the flag emoji
 * does not render on every system). Decorative: the code beside them is the text.
 */
function IndiaFlag() {
  return (
    <svg className="flag" viewBox="0 0 24 16" width="20" height="14" aria-hidden="true" focusable="false">
      <rect width="24" height="16" fill="#fff" />
      <rect width="24" height="5.34" fill="#f93" />
      <rect y="10.66" width="24" height="5.34" fill="#128807" />
      <circle cx="12" cy="8" r="2.1" fill="none" stroke="#008" strokeWidth=".6" />
      <circle cx="12" cy="8" r=".45" fill="#008" />
    </svg>
  );
}

function UsaFlag() {
  const stripes = [0, 2, 4, 6, 8, 10, 12].map((i) => <rect key={i} y={(i * 16) / 13} width="24" height={16 / 13} fill="#b22234" />);
  return (
    <svg className="flag" viewBox="0 0 24 16" width="20" height="14" aria-hidden="true" focusable="false">
      <rect width="24" height="16" fill="#fff" />
      {stripes}
      <rect width="10" height={(16 * 7) / 13} fill="#3c3b6e" />
    </svg>
  );
}

/** The flag of a display currency's country. */
export function CurrencyFlag({ code }: { code: CurrencyCode }) {
  return code === 'USD' ? <UsaFlag /> : <IndiaFlag />;
}
