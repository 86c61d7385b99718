import { Fragment, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { REVIEW_RATING_MIN } from '@shop/core';
import { RATING_VALUES, ratingLabelStar } from '../lib/rating-labels';

export interface RatingInputProps {
  /** 1 to 5 in half steps. */
  value: number;
  onChange: (value: number) => void;
  /** The radio group's name (one per form). */
  name: string;
  /** Focus goes here when the form reports the field. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

const Star = () => (
  <svg className="rating-input__star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 2.2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17.3l-6 3.3 1.3-6.7-5-4.7 6.8-.8z" />
  </svg>
);

/**
 * The half-star rating of the review form (spec 2.5 and 9): 1 to 5 in halves, default 5,
 * with the label of the current value (1 Useless ... 5 Excellent). Five stars, ten halves:
 * the first star is one choice (ratings start at 1), each other star offers its half and its
 * whole. Built on native radio buttons, so the arrow keys move the rating (mirrored in
 * Arabic by the browser) and each choice is read out as e.g. '4.5 out of 5, Good'.
 */
export function RatingInput({ value, onChange, name, inputRef }: RatingInputProps) {
  const { t } = useTranslation('product');
  const groupLabelId = useId();
  const idBase = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  const labelOf = (v: number) => t(`reviewForm.labels.${ratingLabelStar(v)}`);

  return (
    <div className="rating-input">
      <span id={groupLabelId} className="rating-input__legend">
        {t('reviewForm.rating')}
      </span>
      <div className="rating-input__row">
        <div className="rating-input__stars" role="radiogroup" aria-labelledby={groupLabelId} onMouseLeave={() => setHovered(null)}>
          {RATING_VALUES.map((v, index) => {
            const id = `${idBase}-${index}`;
            const part = v === REVIEW_RATING_MIN ? 'whole' : Number.isInteger(v) ? 'end' : 'start';
            return (
              <Fragment key={v}>
                <input
                  id={id}
                  ref={v === value ? inputRef : undefined}
                  className="rating-input__radio"
                  type="radio"
                  name={name}
                  value={v}
                  checked={v === value}
                  onChange={() => onChange(v)}
                />
                <label
                  htmlFor={id}
                  className={`rating-input__part rating-input__part--${part}${v <= shown ? ' is-on' : ''}`}
                  onMouseEnter={() => setHovered(v)}
                >
                  <Star />
                  <span className="visually-hidden">{t('reviewForm.ratingOption', { value: v, label: labelOf(v) })}</span>
                </label>
              </Fragment>
            );
          })}
        </div>
        <span className="rating-input__label" aria-hidden="true" data-testid="rating-label">
          {labelOf(shown)}
        </span>
      </div>
    </div>
  );
}
