import { useEffect, useId, useRef, useState } from 'react';
import { BUILT_IN_ATTRIBUTES, foldSearchText, hasFilters, type AttributeFacet, type FindFacets, type FindQuery } from '@shop/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCurrency } from '../../../shared/stores/currency-store';
import { maxRupees, minRupees, shownAmount, sliderBounds } from './price-range';

/** Values an attribute shows before 'Show all'. */
const VALUES_SHOWN = 8;

export interface FilterPanelProps {
  /** The find's facets (undefined while the first page loads). */
  facets: FindFacets | undefined;
  query: FindQuery;
  onChange(change: Partial<FindQuery>): void;
}

/** How many filters are on: each chosen value, a price range, in stock only. */
export function activeFilterCount(query: FindQuery): number {
  const values = Object.values(query.filters).reduce((sum, list) => sum + list.length, 0);
  return values + (query.priceMin !== null || query.priceMax !== null ? 1 : 0) + (query.inStock ? 1 : 0);
}

/**
 * The filters of a listing or a search (issue 22): each attribute's values as checkboxes with
 * how many products each would find given the other filters, a price range in the selected
 * currency (a two-thumb slider and two number fields), in stock only, and Clear filters.
 * Each change is handed up at once (the page writes it into the URL). Attribute names the
 * shop starts with are translated; names the owner added, and every value, are shown as
 * the catalog spells them.
 */
export function FilterPanel({ facets, query, onChange }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const attributes = withChosen(facets?.attributes ?? [], query.filters);
  return (
    <div className="filter-panel">
      {hasFilters(query) && (
        <button type="button" className="filter-panel__clear" onClick={() => onChange({ filters: {}, priceMin: null, priceMax: null, inStock: false })}>
          {t('filters.clear')}
        </button>
      )}
      {attributes.map((attribute) => (
        <AttributeFilter key={attribute.name} attribute={attribute} query={query} onChange={onChange} />
      ))}
      <PriceFilter price={facets?.price ?? null} query={query} onChange={onChange} />
      <fieldset className="filter-group">
        <legend className="filter-group__legend">{t('filters.availability')}</legend>
        <FilterCheckbox
          label={t('filters.inStock')}
          count={facets?.in_stock ?? null}
          checked={query.inStock}
          onToggle={(checked) => onChange({ inStock: checked })}
        />
      </fieldset>
    </div>
  );
}

/**
 * The facets' attributes with the chosen values each holds: a value chosen in the URL that
 * finds nothing now (or an attribute no product has) still shows, ticked, so it can be taken off.
 */
function withChosen(facets: readonly AttributeFacet[], filters: Record<string, string[]>): AttributeFacet[] {
  const out = facets.map((facet) => ({ name: facet.name, values: [...facet.values] }));
  for (const [name, chosen] of Object.entries(filters)) {
    let facet = out.find((f) => foldSearchText(f.name) === foldSearchText(name));
    if (!facet) out.push((facet = { name, values: [] }));
    for (const value of chosen) if (!facet.values.some((v) => foldSearchText(v.value) === foldSearchText(value))) facet.values.push({ value, count: 0 });
  }
  return out;
}

/** The chosen values of `name` (the URL's spelling of the name may differ in case). */
function chosenOf(filters: Record<string, string[]>, name: string): { key: string; values: string[] } {
  const key = Object.keys(filters).find((k) => foldSearchText(k) === foldSearchText(name)) ?? name;
  return { key, values: filters[key] ?? [] };
}

function AttributeFilter({ attribute, query, onChange }: { attribute: AttributeFacet; query: FindQuery; onChange: FilterPanelProps['onChange'] }) {
  const { t } = useTranslation('catalog');
  const [all, setAll] = useState(false);
  const listId = useId();
  const builtIn = BUILT_IN_ATTRIBUTES.find((name) => name.toLowerCase() === attribute.name.toLowerCase());
  const title = builtIn ? t(`filters.attribute.${builtIn}`) : attribute.name;
  const chosen = chosenOf(query.filters, attribute.name);
  const isChosen = (value: string) => chosen.values.some((v) => foldSearchText(v) === foldSearchText(value));
  // Chosen values stay in view when the list is cut.
  const values = all ? attribute.values : attribute.values.filter((v, i) => i < VALUES_SHOWN || isChosen(v.value));

  const toggle = (value: string, checked: boolean) => {
    const rest = chosen.values.filter((v) => foldSearchText(v) !== foldSearchText(value));
    const next = checked ? [...rest, value] : rest;
    const filters = { ...query.filters };
    delete filters[chosen.key];
    if (next.length > 0) filters[attribute.name] = next;
    onChange({ filters });
  };

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{title}</legend>
      <ul id={listId} className="filter-group__values">
        {values.map((v) => (
          <li key={v.value}>
            <FilterCheckbox label={v.value} count={v.count} checked={isChosen(v.value)} onToggle={(checked) => toggle(v.value, checked)} />
          </li>
        ))}
      </ul>
      {attribute.values.length > VALUES_SHOWN && (
        <button type="button" className="filter-group__more" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
          {all ? t('filters.less') : t('filters.more', { count: attribute.values.length })}
        </button>
      )}
    </fieldset>
  );
}

interface FilterCheckboxProps {
  label: string;
  /** Products it would find (null while unknown). */
  count: number | null;
  checked: boolean;
  onToggle(checked: boolean): void;
}

/**
 * One choice: a checkbox, its label and its count; a choice that would find nothing is greyed
 * (and may still be taken off). A click shows at once, before the URL it writes is in (the
 * router runs the route's loader first), and the URL's answer wins once it comes.
 */
function FilterCheckbox({ label, count, checked, onToggle }: FilterCheckboxProps) {
  const id = useId();
  const [shown, setShown] = useState(checked);
  const [given, setGiven] = useState(checked);
  if (given !== checked) {
    setGiven(checked);
    setShown(checked);
  }
  const none = count === 0 && !shown;
  return (
    <div className={none ? 'filter-check filter-check--none' : 'filter-check'}>
      <input
        id={id}
        type="checkbox"
        checked={shown}
        disabled={none}
        onChange={(event) => {
          setShown(event.target.checked);
          onToggle(event.target.checked);
        }}
      />
      <label htmlFor={id}>
        <span className="filter-check__label">{label}</span>
        {/* A space, so the name reads 'Crown (7)' (flex drops it from the layout). */}
        {count !== null && (
          <>
            {' '}
            <span className="filter-check__count">({count})</span>
          </>
        )}
      </label>
    </div>
  );
}

interface PriceFilterProps {
  price: FindFacets['price'];
  query: FindQuery;
  onChange: FilterPanelProps['onChange'];
}

/** The price range in the selected currency; the URL keeps whole rupees (price-range.ts). */
function PriceFilter({ price, query, onChange }: PriceFilterProps) {
  const { code } = useCurrency();
  if (!price && query.priceMin === null && query.priceMax === null) return null;
  // New ends for the slider (another currency, other filters) start the fields afresh; a new
  // range in the URL is taken in by the fields themselves, keeping the focus where it is.
  const key = [code, price?.min_paise, price?.max_paise].join('|');
  return <PriceFields key={key} price={price} query={query} onChange={onChange} />;
}

function PriceFields({ price, query, onChange }: PriceFilterProps) {
  const { t } = useTranslation('catalog');
  const { code, label, formatAmount } = useCurrency();
  const id = useId();
  const chosenLow = query.priceMin === null ? null : shownAmount(query.priceMin, code);
  const chosenHigh = query.priceMax === null ? null : shownAmount(query.priceMax, code);
  const bounds = price ? sliderBounds(price, code) : { low: chosenLow ?? 0, high: Math.max(chosenHigh ?? 0, (chosenLow ?? 0) + 1) };
  // The slider reaches any range chosen beyond the products' own.
  const low = Math.min(bounds.low, chosenLow ?? bounds.low);
  const high = Math.max(bounds.high, chosenHigh ?? bounds.high);

  const fromUrl = () => ({
    range: { low: chosenLow ?? low, high: chosenHigh ?? high },
    typed: { low: chosenLow === null ? '' : String(chosenLow), high: chosenHigh === null ? '' : String(chosenHigh) },
  });
  const [range, setRange] = useState(() => fromUrl().range);
  const [typed, setTyped] = useState(() => fromUrl().typed);
  // The URL's range changed (this panel's commit, back or forward, Clear filters): shown at once.
  const urlRange = `${query.priceMin}|${query.priceMax}`;
  const [shown, setShown] = useState(urlRange);
  if (shown !== urlRange) {
    setShown(urlRange);
    setRange(fromUrl().range);
    setTyped(fromUrl().typed);
  }
  const latest = useRef(range);
  useEffect(() => {
    latest.current = range;
  });

  /** Hands a range up in rupees when it differs from the URL's: an end at the slider's end (or a blank field) is open. */
  const commit = (lowAmount: number | null, highAmount: number | null) => {
    let a = lowAmount;
    let b = highAmount;
    if (a !== null && b !== null && a > b) [a, b] = [b, a];
    const priceMin = a === null ? null : minRupees(a, code);
    const priceMax = b === null ? null : maxRupees(b, code);
    if (priceMin !== query.priceMin || priceMax !== query.priceMax) onChange({ priceMin, priceMax });
  };
  const commitSlider = () => {
    const { low: a, high: b } = latest.current;
    commit(a <= low ? null : a, b >= high ? null : b);
  };
  const commitTyped = () => {
    const read = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);
    commit(read(typed.low), read(typed.high));
  };

  const percent = (value: number) => ((value - low) / (high - low)) * 100;
  const sliderProps = {
    type: 'range' as const,
    min: low,
    max: high,
    step: 1,
    onPointerUp: commitSlider,
    onKeyUp: commitSlider,
    onBlur: commitSlider,
  };
  return (
    <fieldset className="filter-group filter-price">
      <legend className="filter-group__legend">{t('filters.price')}</legend>
      <div className="filter-price__slider">
        <div className="filter-price__track" aria-hidden="true">
          <div className="filter-price__fill" style={{ insetInlineStart: `${percent(range.low)}%`, insetInlineEnd: `${100 - percent(range.high)}%` }} />
        </div>
        <input
          {...sliderProps}
          className="filter-price__thumb filter-price__thumb--low"
          aria-label={t('filters.priceMin')}
          aria-valuetext={formatAmount(range.low)}
          value={range.low}
          onChange={(event) => {
            const value = Math.min(Number(event.target.value), range.high);
            setRange({ ...range, low: value });
            setTyped({ ...typed, low: value <= low ? '' : String(value) });
          }}
        />
        <input
          {...sliderProps}
          className="filter-price__thumb filter-price__thumb--high"
          aria-label={t('filters.priceMax')}
          aria-valuetext={formatAmount(range.high)}
          value={range.high}
          onChange={(event) => {
            const value = Math.max(Number(event.target.value), range.low);
            setRange({ ...range, high: value });
            setTyped({ ...typed, high: value >= high ? '' : String(value) });
          }}
        />
      </div>
      <form
        className="filter-price__fields"
        onSubmit={(event) => {
          event.preventDefault();
          commitTyped();
        }}
      >
        {(['low', 'high'] as const).map((end) => (
          <div key={end} className="filter-price__field">
            <label htmlFor={`${id}-${end}`}>{end === 'low' ? t('filters.min') : t('filters.max')}</label>
            <div className="filter-price__input">
              <span aria-hidden="true">{label}</span>
              <input
                id={`${id}-${end}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                placeholder={String(end === 'low' ? low : high)}
                aria-label={`${end === 'low' ? t('filters.priceMin') : t('filters.priceMax')} (${label})`}
                value={typed[end]}
                onChange={(event) => setTyped({ ...typed, [end]: event.target.value })}
                onBlur={commitTyped}
              />
            </div>
          </div>
        ))}
        {/* Enter in a field applies the range (a form needs a submit for that). */}
        <button type="submit" className="visually-hidden" tabIndex={-1}>
          {t('filters.price')}
        </button>
      </form>
    </fieldset>
  );
}
