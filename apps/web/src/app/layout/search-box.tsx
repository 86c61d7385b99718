import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { SEARCH_CLOSE_DELAY_MS, SEARCH_QUERY_MAX, searchLinkTarget, type SearchSuggestion } from '@shop/core';
import { useProductSearchList } from '../../features/catalog/api/get-product-search-list';
import { paths } from '../../shared/config/paths';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { isolateIn } from '../../shared/i18n/direction';
import { SearchIcon } from '../../shared/ui/icons';

/** Typing pauses this long before the suggestions are asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The part of `title` that matches `keyword`, case-insensitively, in <mark>. */
function Highlighted({ title, keyword }: { title: string; keyword: string }) {
  const at = keyword ? title.toLowerCase().indexOf(keyword.toLowerCase()) : -1;
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <mark>{title.slice(at, at + keyword.length)}</mark>
      {title.slice(at + keyword.length)}
    </>
  );
}

/**
 * The header's product search with autocomplete (spec 2.2): the keyword is sent to
 * Home/GetProductSearchList after a pause in typing; suggestions are the server's (titles
 * containing it, and since issue 22 aliases and near spellings too), or 'No suggestions
 * found'; the list closes 200 ms after the focus leaves. A combobox: arrows move through the
 * list, Enter opens the suggestion chosen with them, else the search results (/Search?q=…),
 * which the list's last row, 'See all results', opens too; Escape closes. Each suggestion
 * links to /ProductDetails or /GetProductDetails, whichever page this is not.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const search = useProductSearchList({ keyword: debounced });
  // The server decides what matches (a typo or an alias finds a title without the words).
  const suggestions: SearchSuggestion[] = search.data ?? [];

  const waiting = debounced !== keyword.trim() || search.isFetching;
  const showList = open && debounced !== '' && keyword.trim() !== '' && (search.isSuccess || search.isError);
  const showEmpty = showList && !waiting && suggestions.length === 0;
  const hrefOf = (s: SearchSuggestion) => searchLinkTarget(pathname, s.product_title, s.product_id);
  /** The 'See all results' row comes after the suggestions. */
  const seeAllIndex = showEmpty ? 0 : suggestions.length;
  const resultsHref = paths.search.getHref(keyword);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => setActive(-1), [debounced]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (s: SearchSuggestion) => {
    close();
    setKeyword('');
    inputRef.current?.blur();
    void navigate(hrefOf(s));
  };

  /** The search results for the words typed; the words stay in the box. */
  const seeAll = () => {
    if (keyword.trim() === '') return;
    close();
    inputRef.current?.blur();
    void navigate(resultsHref);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = showList ? seeAllIndex + 1 : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (down) return current + 1 >= count ? 0 : current + 1;
        return current <= 0 ? count - 1 : current - 1;
      });
    } else if (event.key === 'Enter') {
      // A row chosen with the arrows opens; otherwise the form's submit opens the results.
      const chosen = showList && active >= 0 && active < seeAllIndex ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else {
        setKeyword('');
      }
    }
  };

  return (
    <form
      role="search"
      className={className ? `search-box ${className}` : 'search-box'}
      onSubmit={(event) => {
        event.preventDefault();
        seeAll();
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="search-box__input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          // Spec 2.2: the list closes 200 ms after the focus leaves (time for a click on it to land).
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(close, SEARCH_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-box__list" hidden={!showList}>
        {showEmpty ? (
          <li className="search-box__empty" role="option" aria-disabled="true" aria-selected="false">
            {t('search.noSuggestions')}
          </li>
        ) : (
          suggestions.map((s, index) => (
            <li key={s.product_id} id={optionId(index)} role="option" aria-selected={index === active} className="search-box__option">
              <Link
                to={hrefOf(s)}
                tabIndex={-1}
                onClick={() => {
                  close();
                  setKeyword('');
                }}
              >
                <Highlighted title={s.product_title} keyword={debounced} />
              </Link>
            </li>
          ))
        )}
        {showList && !waiting && (
          <li id={optionId(seeAllIndex)} role="option" aria-selected={active === seeAllIndex} className="search-box__option search-box__all">
            <Link to={resultsHref} tabIndex={-1} onClick={close}>
              {t('search.seeAll', { q: isolateIn(i18n.language, keyword.trim()) })}
            </Link>
          </li>
        )}
      </ul>
    </form>
  );
}
