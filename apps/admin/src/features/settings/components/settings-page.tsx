import { zodResolver } from '@hookform/resolvers/zod';
import { CARRIER_LIMITS, TRACKING_NUMBER_PLACEHOLDER } from '@shop/core';
import {
  adminTestEmailSchema,
  INDIAN_STATES,
  ORDER_LIMIT_SETTINGS,
  SETTINGS_MESSAGES,
  type OrderLimitName,
  shopSettingsSchema,
  type ShopSettings,
  type ShopSettingsOut,
} from '@shop/core/admin';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { useSession } from '../../../shared/api/session-store';
import { Field } from '../../../shared/ui/field';
import { Card, ErrorNotice, Loading, Notice, PageHeader } from '../../../shared/ui/page';
import { useSettings } from '../../../shared/api/settings';
import { useSaveSettings, useSendTestEmail, type TestEmailResult } from '../api/settings';

/** The order e-mails as typed: one a line, or separated by commas or semicolons. */
function splitAddresses(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/**
 * The form holds the address as lines of one textarea and the order e-mails as a list in
 * another; core's schema checks the rest.
 */
const settingsFormSchema = z
  .object({ address_text: z.string(), order_emails_text: z.string() })
  .passthrough()
  .transform(({ address_text, order_emails_text, ...rest }): Partial<z.input<typeof shopSettingsSchema>> => ({
    ...rest,
    address_lines: address_text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    order_emails: splitAddresses(order_emails_text),
  }))
  .pipe(shopSettingsSchema);

type SettingsForm = Omit<ShopSettings, 'address_lines' | 'order_emails'> & { address_text: string; order_emails_text: string };

function toForm(s: ShopSettingsOut): SettingsForm {
  return {
    shop_name: s.shop_name,
    address_text: s.address_lines.join('\n'),
    phone: s.phone,
    email: s.email,
    gstin: s.gstin,
    state: s.state as ShopSettings['state'],
    gst_registered: s.gst_registered,
    default_hsn: s.default_hsn,
    default_gst_rate: s.default_gst_rate,
    grievance_name: s.grievance_name,
    grievance_designation: s.grievance_designation,
    grievance_email: s.grievance_email,
    grievance_phone: s.grievance_phone,
    upi_id: s.upi_id,
    order_emails_text: s.order_emails.join('\n'),
    carriers: s.carriers.map((c) => ({ name: c.name, tracking_url: c.tracking_url })),
    unpaid_orders_per_customer: s.unpaid_orders_per_customer,
    units_per_item: s.units_per_item,
    orders_per_customer_per_hour: s.orders_per_customer_per_hour,
    orders_per_address_per_hour: s.orders_per_address_per_hour,
  };
}

/** What each order limit means to the owner. */
const ORDER_LIMIT_HINTS: Record<OrderLimitName, string> = {
  unpaid_orders_per_customer: 'Open orders not yet paid (Cash on Delivery too) one account may hold; each holds its stock.',
  units_per_item: 'The most units of one product an order may take.',
  orders_per_customer_per_hour: 'Orders one account may place in an hour.',
  orders_per_address_per_hour: 'Order attempts from one network address in an hour, on each server.',
};

/** The address's message: the list's own, or the first line's. */
function addressError(errors: FieldErrors<SettingsForm>): string | undefined {
  const e = (errors as Record<string, unknown>).address_lines as ({ message?: string } & Record<number, { message?: string }>) | undefined;
  if (!e) return undefined;
  return (
    e.message ??
    Object.values(e).find((x): x is { message: string } => typeof x === 'object' && x !== null && 'message' in x)?.message ??
    SETTINGS_MESSAGES.addressLines
  );
}

/** The order e-mails' message: the list's own, or the first bad address's with the address named. */
function orderEmailsError(errors: FieldErrors<SettingsForm>, text: string): string | undefined {
  const e = (errors as Record<string, unknown>).order_emails as ({ message?: string } & Record<number, { message?: string }>) | undefined;
  if (!e) return undefined;
  if (e.message) return e.message;
  const index = Object.keys(e)
    .map(Number)
    .find((i) => Number.isInteger(i) && e[i]?.message);
  if (index === undefined) return SETTINGS_MESSAGES.orderEmails;
  const address = splitAddresses(text)[index];
  return address ? `${e[index]!.message} (${address})` : e[index]!.message;
}

/** The carriers list's own message (too many), as react-hook-form keeps it. */
function carriersError(errors: FieldErrors<SettingsForm>): string | undefined {
  const e = errors.carriers as { message?: string; root?: { message?: string } } | undefined;
  return e?.root?.message ?? e?.message;
}

function SettingsForm({ initial, canEdit }: { initial: ShopSettingsOut; canEdit: boolean }) {
  const save = useSaveSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsForm, unknown, ShopSettings>({ resolver: zodResolver(settingsFormSchema) as never, defaultValues: toForm(initial) });
  const carriers = useFieldArray({ control: form.control, name: 'carriers' });
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
            <Field
              label="Phone"
              error={errors.phone?.message}
              hint="The shop's one number: the storefront's header, phone menu, footer and Contact page, new invoices and e-mails."
            >
              <input type="tel" {...form.register('phone')} />
            </Field>
            <Field
              label="Email"
              error={errors.email?.message}
              hint="Shown beside the phone on the storefront and on new invoices; staff alerts come here unless order e-mails are set below."
            >
              <input type="email" {...form.register('email')} />
            </Field>
          </div>
        </Card>
        <Card title="Order alerts" className="settings-card">
          <Field
            label="Order e-mails"
            error={orderEmailsError(errors, form.watch('order_emails_text'))}
            hint={`Who is told of each new order and contact message: up to 5 addresses, one a line. Empty: the shop's e-mail above (${initial.email}).`}
          >
            <textarea rows={3} autoComplete="off" spellCheck={false} placeholder={initial.email} {...form.register('order_emails_text')} />
          </Field>
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
            <div className="field field-check span-2">
              <label className="check">
                <input type="checkbox" {...form.register('gst_registered')} /> The shop is registered for GST
              </label>
              <p className="field-hint">
                Registered: new invoices are tax invoices (HSN, rate, CGST and SGST or IGST per line) and cancels and refunds issue credit notes. Invoices
                already issued keep what they said.
              </p>
            </div>
            <Field label="Default HSN code" error={errors.default_hsn?.message} hint="For a product whose own and whose categories' HSN code are not set.">
              <input className="mono" inputMode="numeric" autoComplete="off" {...form.register('default_hsn')} />
            </Field>
            <Field label="Default GST rate (%)" error={errors.default_gst_rate?.message} hint="Prices include GST; the invoice backs it out at this rate.">
              <input type="number" inputMode="decimal" min={0} max={100} step={0.01} {...form.register('default_gst_rate', { valueAsNumber: true })} />
            </Field>
          </div>
        </Card>
        <Card title="Grievance officer" className="settings-card">
          <p className="muted">
            Shown on the Contact page and in the footer, as the Consumer Protection (E-Commerce) Rules ask; complaints are acknowledged within 48 hours.
          </p>
          <div className="form-grid">
            <Field label="Officer's name" error={errors.grievance_name?.message}>
              <input autoComplete="off" {...form.register('grievance_name')} />
            </Field>
            <Field label="Designation" error={errors.grievance_designation?.message}>
              <input autoComplete="off" {...form.register('grievance_designation')} />
            </Field>
            <Field label="Officer's e-mail" error={errors.grievance_email?.message}>
              <input type="email" autoComplete="off" {...form.register('grievance_email')} />
            </Field>
            <Field label="Officer's phone" error={errors.grievance_phone?.message}>
              <input type="tel" autoComplete="off" {...form.register('grievance_phone')} />
            </Field>
          </div>
        </Card>
        <Card
          title="Carriers"
          className="settings-card"
          actions={
            canEdit && carriers.fields.length < CARRIER_LIMITS.carriers ? (
              <button type="button" className="btn btn-small" onClick={() => carriers.append({ name: '', tracking_url: '' })}>
                Add a carrier
              </button>
            ) : null
          }
        >
          <p className="muted">
            Staff pick one of these when they mark an order shipped (or Other, and type a name). The tracking page is the carrier&apos;s web address for one
            parcel, with <code>{TRACKING_NUMBER_PLACEHOLDER}</code> where the tracking number goes: shoppers get the link in My Orders, Track Orders and the
            shipped e-mail. A parcel follows its carrier&apos;s page as it is here now, so a corrected address mends the links of parcels already on their way.
          </p>
          {carriersError(errors) ? <ErrorNotice>{carriersError(errors)}</ErrorNotice> : null}
          {carriers.fields.length === 0 ? <p className="muted">No carriers: staff type the carrier&apos;s name when they ship.</p> : null}
          <div className="carriers">
            {carriers.fields.map((f, i) => {
              const ce = errors.carriers?.[i];
              return (
                <fieldset key={f.id} className="carrier-row">
                  <legend className="sr-only">Carrier {i + 1}</legend>
                  <Field label="Name" error={ce?.name?.message}>
                    <input autoComplete="off" {...form.register(`carriers.${i}.name`)} />
                  </Field>
                  <Field label="Tracking page" error={ce?.tracking_url?.message}>
                    <input
                      className="mono"
                      type="url"
                      autoComplete="off"
                      spellCheck={false}
                      placeholder={`https://…${TRACKING_NUMBER_PLACEHOLDER}`}
                      {...form.register(`carriers.${i}.tracking_url`)}
                    />
                  </Field>
                  {canEdit ? (
                    <div className="carrier-remove">
                      <button type="button" className="btn btn-small btn-quiet" onClick={() => carriers.remove(i)} aria-label={`Remove carrier ${i + 1}`}>
                        Remove
                      </button>
                    </div>
                  ) : null}
                </fieldset>
              );
            })}
          </div>
        </Card>
        <Card title="Order limits" className="settings-card">
          <p className="muted">So that no one can take the shop's stock off sale with orders they never pay for. A shopper over a limit is told which one.</p>
          <div className="form-grid">
            {(Object.keys(ORDER_LIMIT_SETTINGS) as OrderLimitName[]).map((name) => (
              <Field key={name} label={ORDER_LIMIT_SETTINGS[name].label} error={errors[name]?.message} hint={ORDER_LIMIT_HINTS[name]}>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={ORDER_LIMIT_SETTINGS[name].max}
                  step={1}
                  {...form.register(name, { valueAsNumber: true })}
                />
              </Field>
            ))}
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

const TRANSPORTS: Record<TestEmailResult['transport'], string> = {
  smtp: 'The SMTP server (SMTP_URL)',
  mailbox: 'The dev mailbox: no SMTP_URL is set, so the e-mail was written as a file on the server, not delivered',
};

/** What the mail server answered, word for word. */
function TestEmailAnswer({ result }: { result: TestEmailResult }) {
  const facts = (
    <dl className="facts test-email-facts">
      <dt>Sent through</dt>
      <dd>{TRANSPORTS[result.transport]}</dd>
      <dt>{result.transport === 'mailbox' ? 'Where it went' : "Server's answer"}</dt>
      <dd>
        <code className="break-anywhere">{result.response || '(none)'}</code>
      </dd>
    </dl>
  );
  return result.success ? (
    <Notice>
      <strong>{result.message}</strong>
      {facts}
    </Notice>
  ) : (
    <ErrorNotice>
      <strong>{result.message}</strong>
      {facts}
    </ErrorNotice>
  );
}

/** Settings → Send a test e-mail (owner): to the member's own address unless changed; the answer stays on the page. */
function TestEmailCard({ defaultTo }: { defaultTo: string }) {
  const send = useSendTestEmail();
  const form = useForm<{ to: string }, unknown, { to: string }>({ resolver: zodResolver(adminTestEmailSchema) as never, defaultValues: { to: defaultTo } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch {
      /* shown below */
    }
  });
  return (
    <Card title="Send a test e-mail" className="settings-card">
      <form onSubmit={onSubmit} noValidate className="test-email">
        <Field
          label="Send to"
          error={form.formState.errors.to?.message}
          hint="Checks that the shop's e-mail reaches an inbox. Sent at once, without waiting in the queue, and kept in the Outbox."
        >
          <input type="email" autoComplete="off" {...form.register('to')} />
        </Field>
        <button type="submit" className="btn" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send a test e-mail'}
        </button>
      </form>
      {send.data && !send.isPending ? <TestEmailAnswer result={send.data} /> : null}
      {send.error && !send.isPending ? <ErrorNotice>{errorMessage(send.error)}</ErrorNotice> : null}
    </Card>
  );
}

/** Settings (the owner writes; staff may read): the seller block of new invoices and the shop's phone, the UPI id, who hears of new orders and the carriers. */
export default function SettingsPage() {
  const session = useSession();
  const { data, error, isPending } = useSettings();
  const isOwner = session?.staff.role === 'owner';
  return (
    <>
      <PageHeader title="Settings" subtitle="Printed on new invoices; an invoice already issued keeps the details it was issued with." />
      <ErrorNotice error={error ?? undefined} />
      {isPending ? <Loading /> : data ? <SettingsForm initial={data} canEdit={isOwner} /> : null}
      {isOwner && session ? <TestEmailCard defaultTo={session.staff.email} /> : null}
    </>
  );
}
