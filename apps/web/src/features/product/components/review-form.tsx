import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import {
  RESULT_TOAST_MS,
  REVIEW_RATING_DEFAULT,
  reviewFormSchema,
  type ApiOk,
  type CustomerInfo,
  type ReviewForm as ReviewFormValues,
  type ReviewFormInput,
} from '@shop/core';
import { ApiError, serverMessage } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { useSession } from '../../../shared/stores/session-store';
import { toast } from '../../../shared/ui/toast';
import { useCustomerInfo } from '../../../shared/api/get-customer-info';
import { useSubmitCustomerReview } from '../api/submit-customer-review';
import { reviewMessageKey } from '../lib/review-messages';
import { RatingInput } from './rating-input';

const EMPTY_REVIEW: ReviewFormInput = {
  customer_name: '',
  customer_email: '',
  review_text: '',
  review_rating: REVIEW_RATING_DEFAULT,
};

type TextField = 'customer_name' | 'customer_email' | 'review_text';

/** What a review is signed with: the account's display name (else its name) and e-mail, as the server signs it. */
function reviewerOf(customer: CustomerInfo): Pick<ReviewFormInput, 'customer_name' | 'customer_email'> {
  return { customer_name: customer.customer_display_name || customer.customer_name, customer_email: customer.customer_email };
}

/** Where the login screen can send the shopper back to after signing in. */
export interface LoginRedirectState {
  from: string;
}

/** The body of the review result toast (spec 8): a title, Success or Failed, and the server's message. */
function ResultToast({ title, message }: { title: string; message: string }) {
  return (
    <div className="result-toast">
      <strong className="result-toast__title">{title}</strong>
      {message && <p className="result-toast__message">{message}</p>}
    </div>
  );
}

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }): ReactNode {
  const { t } = useTranslation('product');
  if (!error?.message) return null;
  const key = reviewMessageKey(error.message);
  return (
    <p id={id} className="form-field__error" role="alert">
      {key ? t(`reviewForm.errors.${key}`, { defaultValue: error.message }) : error.message}
    </p>
  );
}

/**
 * 'Add a review' (spec 2.5, 5, 8): a half-star rating (default 5), name, email and
 * description, validated by core's reviewFormSchema with the spec's messages; each error
 * clears as soon as its field is edited. A guest who submits goes to /Login (with the way
 * back in the navigation state). For a customer, name and e-mail are the account's
 * (Customers/GetCustomerInfo), shown read-only and still sent (the spec's body); the server
 * signs the review with the account either way. If the account cannot be read they stay
 * editable. A customer's review is posted; the result shows for 2 seconds as a Success or
 * Failed toast with the server's message (a second review of the product is 409, too many
 * at once 429), and on success the form empties and the product's reviews and average are
 * fetched again.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation('product');
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  const mutation = useSubmitCustomerReview();
  // The account screens' own query: one fetcher, one cache entry for the customer.
  const account = useCustomerInfo({ queryConfig: { enabled: loggedIn } });
  const reviewer = loggedIn && account.data ? reviewerOf(account.data) : null;
  const {
    register,
    control,
    handleSubmit,
    reset,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: EMPTY_REVIEW,
    // Errors are found on submit and cleared on edit (spec 5), never re-checked per keystroke.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const reviewerName = reviewer?.customer_name;
  const reviewerEmail = reviewer?.customer_email;
  useEffect(() => {
    if (reviewerName === undefined || reviewerEmail === undefined) return;
    setValue('customer_name', reviewerName);
    setValue('customer_email', reviewerEmail);
    clearErrors(['customer_name', 'customer_email']);
  }, [reviewerName, reviewerEmail, setValue, clearErrors]);

  const goToLogin = () => {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate(paths.login.getHref(), { state });
  };

  const showResult = (ok: boolean, message: string) => {
    const content = <ResultToast title={t(ok ? 'reviewForm.success' : 'reviewForm.failed')} message={message} />;
    if (ok) toast.success(content, { autoClose: RESULT_TOAST_MS });
    else toast.error(content, { autoClose: RESULT_TOAST_MS });
  };

  // The server's message ('You have already reviewed this product', the 429's wait); a
  // refusal without one says what it can.
  const failureMessage = (error: unknown) => {
    if (!(error instanceof ApiError)) return error instanceof Error ? error.message : '';
    return serverMessage(error.body) ?? (error.status === 429 ? t('reviewForm.tooMany') : error.message);
  };

  const post = (values: ReviewFormValues) =>
    mutation.mutateAsync({ ...values, product_id: productId }).then(
      (result: ApiOk) => {
        // The contract says a 2xx is a success; a body saying otherwise is shown as a failure.
        const ok = (result as { success: boolean }).success !== false;
        showResult(ok, result.message);
        if (ok) reset({ ...EMPTY_REVIEW, ...reviewer });
      },
      (error: unknown) => {
        showResult(false, failureMessage(error));
        // The server no longer accepts the stored token: the shopper must log in again.
        if (error instanceof ApiError && error.status === 401) goToLogin();
      },
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!loggedIn) {
      // Spec 4: a visitor without a token who submits a review is sent to /Login.
      event.preventDefault();
      goToLogin();
      return;
    }
    void handleSubmit(post)(event);
  };

  const textField = (field: TextField) => {
    // The account's name and e-mail are shown, not edited (the server takes the account's).
    const fromAccount = field !== 'review_text' && reviewer !== null;
    const describedBy = [errors[field] && `${ids}-${field}-error`, fromAccount && `${ids}-account-note`].filter(Boolean).join(' ');
    return {
      ...register(field, { onChange: () => clearErrors(field) }),
      readOnly: fromAccount || undefined,
      id: `${ids}-${field}`,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  const busy = mutation.isPending;
  return (
    <form className="review-form" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="review-form__heading">
        {t('reviewForm.heading')}
      </h2>
      <Controller
        control={control}
        name="review_rating"
        render={({ field }) => (
          <RatingInput
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onChange={(value) => {
              clearErrors('review_rating');
              field.onChange(value);
            }}
          />
        )}
      />
      <FieldMessage id={`${ids}-review_rating-error`} error={errors.review_rating} />

      <div className="form-field">
        <label htmlFor={`${ids}-customer_name`}>{t('reviewForm.name')}</label>
        <input type="text" autoComplete="name" {...textField('customer_name')} />
        <FieldMessage id={`${ids}-customer_name-error`} error={errors.customer_name} />
      </div>
      <div className="form-field">
        <label htmlFor={`${ids}-customer_email`}>{t('reviewForm.email')}</label>
        <input type="email" autoComplete="email" inputMode="email" dir="ltr" {...textField('customer_email')} />
        <FieldMessage id={`${ids}-customer_email-error`} error={errors.customer_email} />
      </div>
      <div className="form-field">
        <label htmlFor={`${ids}-review_text`}>{t('reviewForm.description')}</label>
        <textarea rows={5} {...textField('review_text')} />
        <FieldMessage id={`${ids}-review_text-error`} error={errors.review_text} />
      </div>

      {!loggedIn && <p className="review-form__note">{t('reviewForm.guestNote')}</p>}
      {reviewer && (
        <p id={`${ids}-account-note`} className="review-form__note">
          {t('reviewForm.accountNote')}
        </p>
      )}
      <button type="submit" className="button review-form__submit" disabled={busy}>
        {busy ? t('reviewForm.submitting') : t('reviewForm.submit')}
      </button>
    </form>
  );
}
