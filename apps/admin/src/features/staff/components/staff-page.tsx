import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, staffCreateSchema, type StaffCreate, type StaffMember, type StaffRole } from '@shop/core/admin';
import { signUpPasswordSchema } from '@shop/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { useSession } from '../../../shared/api/session-store';
import { formatDate } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { Field } from '../../../shared/ui/field';
import { Modal } from '../../../shared/ui/modal';
import { Badge, ErrorNotice, Loading, Notice, PageHeader } from '../../../shared/ui/page';
import { PasswordRules } from '../../../shared/ui/password-rules';
import { useAddStaff, useStaffList, useUpdateStaff } from '../api/staff';

const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

function AddStaffDialog({ onClose, onDone }: { onClose: () => void; onDone: (m: string) => void }) {
  const add = useAddStaff();
  const form = useForm<StaffCreate>({ resolver: zodResolver(staffCreateSchema), defaultValues: { name: '', email: '', password: '', role: 'staff' } });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const m = await add.mutateAsync(values);
      onDone(`${m.name} can now sign in with ${m.email}.`);
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title="Add a team member" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="Name" error={errors.name?.message}>
          <input {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label="First password" error={errors.password?.message} hint={<PasswordRules password={password} />}>
          <input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label="Role" error={errors.role?.message} hint="Owners also manage staff accounts, settings and the audit log.">
          <select {...form.register('role')}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </Field>
        {add.error ? <ErrorNotice>{errorMessage(add.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            Add member
          </button>
        </div>
      </form>
    </Modal>
  );
}

const resetSchema = z.object({ password: signUpPasswordSchema });

function ResetPasswordDialog({ member, onClose, onDone }: { member: StaffMember; onClose: () => void; onDone: (m: string) => void }) {
  const update = useUpdateStaff();
  const form = useForm<{ password: string }>({ resolver: zodResolver(resetSchema), defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const onSubmit = form.handleSubmit(async ({ password: pw }) => {
    try {
      await update.mutateAsync({ id: member.staff_id, changes: { password: pw } });
      onDone(`${member.name}'s password is changed; their open sessions have ended.`);
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title={`New password for ${member.name}`} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="New password" error={form.formState.errors.password?.message} hint={<PasswordRules password={password} />}>
          <input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        {update.error ? <ErrorNotice>{errorMessage(update.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            Set password
          </button>
        </div>
      </form>
    </Modal>
  );
}

const col = createColumnHelper<StaffMember>();

/** Owner: the team's accounts: add, change role, switch off or on, set a new password. */
export default function StaffPage() {
  const session = useSession();
  const { data, error, isPending } = useStaffList();
  const update = useUpdateStaff();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const me = session?.staff.staff_id;

  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: 'Name',
        cell: (c) => (
          <>
            <div className="strong">
              {c.getValue()}
              {c.row.original.staff_id === me ? <span className="muted small"> (you)</span> : null}
            </div>
            <div className="muted small">{c.row.original.email}</div>
          </>
        ),
      }),
      col.accessor('role', {
        header: 'Role',
        cell: (c) => (
          <select
            aria-label={`Role of ${c.row.original.name}`}
            value={c.getValue()}
            disabled={c.row.original.staff_id === me || update.isPending}
            onChange={(e) => {
              setNotice(null);
              update.mutate(
                { id: c.row.original.staff_id, changes: { role: e.target.value as StaffRole } },
                { onSuccess: (m) => setNotice(`${m.name} is now ${ROLE_LABELS[m.role].toLowerCase()}.`) },
              );
            }}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        ),
      }),
      col.accessor('active', {
        header: 'Account',
        cell: (c) => <Badge tone={c.getValue() ? 'ok' : 'muted'}>{c.getValue() ? 'Active' : 'Switched off'}</Badge>,
      }),
      col.accessor('created_at', { header: 'Since', cell: (c) => formatDate(c.getValue()) }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'row-actions' },
        cell: (c) => {
          const m = c.row.original;
          return (
            <span className="button-row">
              <button type="button" className="btn btn-small" onClick={() => setResetting(m)}>
                New password
              </button>
              {m.staff_id !== me ? (
                <button
                  type="button"
                  className={`btn btn-small ${m.active ? 'btn-danger-quiet' : ''}`}
                  disabled={update.isPending}
                  onClick={() => {
                    setNotice(null);
                    update.mutate(
                      { id: m.staff_id, changes: { active: !m.active } },
                      { onSuccess: (x) => setNotice(x.active ? `${x.name} can sign in again.` : `${x.name} is switched off and signed out.`) },
                    );
                  }}
                >
                  {m.active ? 'Switch off' : 'Switch on'}
                </button>
              ) : null}
            </span>
          );
        },
      }),
    ],
    [me, update],
  );

  return (
    <>
      <PageHeader
        title="Staff"
        subtitle="Owners run everything; staff handle orders, catalog, content, reviews and messages."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            Add member
          </button>
        }
      />
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorNotice error={error ?? update.error ?? undefined} />
      {isPending ? <Loading /> : data ? <DataTable caption="Staff accounts" columns={columns} data={data} getRowId={(m) => String(m.staff_id)} /> : null}
      {adding ? (
        <AddStaffDialog
          onClose={() => setAdding(false)}
          onDone={(m) => {
            setAdding(false);
            setNotice(m);
          }}
        />
      ) : null}
      {resetting ? (
        <ResetPasswordDialog
          member={resetting}
          onClose={() => setResetting(null)}
          onDone={(m) => {
            setResetting(null);
            setNotice(m);
          }}
        />
      ) : null}
    </>
  );
}
