import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TEXT_LIMITS, VIDEO_SEARCH_DEBOUNCE_MS } from '@shop/core';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { SearchIcon } from '../../../shared/ui/icons';

export interface VideoSearchProps {
  /** The search in force (from the URL). */
  keyword: string;
  /** Called with the trimmed text once typing has paused for 500 ms, or at once on Enter. */
  onSearch(keyword: string): void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The Videos search box (spec 2.12, 4): what is typed becomes the search 500 ms after the
 * last key (core VIDEO_SEARCH_DEBOUNCE_MS); Enter searches at once. When the search changes
 * from outside (Clear search, Back), the box shows it.
 */
export function VideoSearch({ keyword, onSearch, inputRef }: VideoSearchProps) {
  const { t } = useTranslation('content');
  const inputId = useId();
  const [text, setText] = useState(keyword);
  const debounced = useDebouncedValue(text, VIDEO_SEARCH_DEBOUNCE_MS);

  // The search moved without typing: take it over, unless the box already says the same
  // (a trailing space being typed must survive the search it started).
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    if (text.trim() !== keyword) setText(keyword);
  }

  // Read at the moment the debounce fires, without making the effect depend on them: a
  // keyword changed by Back must not be overwritten by the box's older text.
  const latest = useRef({ keyword, onSearch });
  useEffect(() => {
    latest.current = { keyword, onSearch };
  });

  useEffect(() => {
    const next = debounced.trim();
    if (next !== latest.current.keyword) latest.current.onSearch(next);
  }, [debounced]);

  return (
    <form
      role="search"
      className="video-search"
      onSubmit={(event) => {
        event.preventDefault();
        const next = text.trim();
        if (next !== keyword) onSearch(next);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('videos.searchLabel')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="video-search__input"
        value={text}
        placeholder={t('videos.searchPlaceholder')}
        maxLength={TEXT_LIMITS.keyword}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="video-search__submit" aria-label={t('videos.searchSubmit')}>
        <SearchIcon />
      </button>
    </form>
  );
}
