import { zodResolver } from '@hookform/resolvers/zod';
import { INDIAN_STATES, SETTINGS_MESSAGES, shopSettingsSchema, type ShopSettings, type ShopSettingsOut } from '@shop/core/admin';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { useSession } from '../../../shared/api/session-store';
import { Field } from '../../../shared/ui/field';
import { Card, ErrorNotice, Loading, Notice, PageHeader } from '../../../shared/ui/page';
import { useSaveSettings, useSettings } from '../api/settings';

/** The form holds the address as lines of one textarea; core's schema checks the rest. */
const settingsFormSchema = z
  .object({ address_text: z.string() })
  .passthrough()
  .transform(({ address_text, ...rest }) => ({
    ...rest,
    address_lines: address_text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  }))
  .pipe(shopSettingsSchema);

type SettingsForm = Omit<ShopSettings, 'address_lines'> & { address_text: string };

function toForm(s: ShopSettingsOut): SettingsForm {
  return { shop_name: s.shop_name, address_text: s.address_lines.join('\n'), phone: s.phone, email: s.email, gstin: s.gstin, state: s.state as ShopSettings['state'], upi_id: s.upi_id };
}

/** The address's message: the list's own, or the first line's. */
function addressError(errors: FieldErrors<SettingsForm>): string | undefined {
  const e = (errors as Record<string, unknown>).address_lines as ({ message?: string } & Record<number, { message?: string }>) | undefined;
  if (!e) return undefined;
  return e.message ?? Object.values(e).find((x): x is { message: string } => typeof x === 'object' && x !== null && 'message' in x)?.message ?? SETTINGS_MESSAGES.addressLines;
}

function SettingsForm({ initial, canEdit }: { initial: ShopSettingsOut; canEdit: boolean }) {
  const save = useSaveSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsForm, unknown, ShopSettings>({ resolver: zodResolver(settingsFormSchema) as never, defaultValues: toForm(initial) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const out = await save.mutateAsync(values);
      form.reset(toForm(out));
      setSaved(true);
    } catch {
      /* shown below */
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {!initial.saved ? <Notice tone="info">The shop still runs on the built-in details. Check them and save, so invoices carry yours.</Notice> : null}
      {saved ? <Notice>{SETTINGS_MESSAGES.saved}</Notice> : null}
      {save.error ? <ErrorNotice>{errorMessage(save.error)}</ErrorNotice> : null}
      <fieldset disabled={!canEdit} className="plain-fieldset">
        <Card title="Shop details" className="settings-card">
          <div className="form-grid">
            <Field label="Shop name" error={errors.shop_name?.message} className="span-2">
              <input {...form.register('shop_name')} />
            </Field>
            <Field label="Address" error={addressError(errors)} hint="One to four lines, as the invoice prints them." className="span-2">
              <textarea rows={4} {...form.register('address_text')} />
            </Field>
            <Field label="Phone" error={errors.phone?.message}>
              <input type="tel" {...form.register('phone')} />
            </Field>
            <Field label="Email" error={errors.email?.message}>
              <input type="email" {...form.register('email')} />
            </Field>
          </div>
        </Card>
        <Card title="Tax and payment" className="settings-card">
          <div className="form-grid">
            <Field label="State" error={errors.state?.message} hint="The seller's state on invoices (decides CGST/SGST or IGST).">
              <select {...form.register('state')}>
                {INDIAN_STATES.map((s) => (
                  <option key={s.code} value={s.name}>
                    {s.name} ({s.code})
                  </option>
                ))}
              </select>
            </Field>
            <Field label="GSTIN" error={errors.gstin?.message} hint="15 characters, starting with the state's code.">
              <input className="mono" autoCapitalize="characters" {...form.register('gstin')} />
            </Field>
            <Field label="UPI id" error={errors.upi_id?.message} hint="New UPI orders are paid to this id.">
              <input className="mono" {...form.register('upi_id')} />
            </Field>
          </div>
        </Card>
      </fieldset>
      {canEdit ? (
        <div className="form-footer">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving…' : 'Save settings'}
          </button>
          <button type="button" className="btn btn-quiet" disabled={!isDirty} onClick={() => form.reset(toForm(initial))}>
            Undo changes
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** Settings (the owner writes; staff may read): the seller block of new invoices and the UPI id. */
export default function SettingsPage() {
  const session = useSession();
  const { data, error, isPending } = useSettings();
  return (
    <>
      <PageHeader title="Settings" subtitle="Printed on new invoices; an invoice already issued keeps the details it was issued with." />
      <ErrorNotice error={error ?? undefined} />
      {isPending ? <Loading /> : data ? <SettingsForm initial={data} canEdit={session?.staff.role === 'owner'} /> : null}
    </>
  );
}
