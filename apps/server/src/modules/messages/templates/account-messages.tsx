import { formatDateTime, fillText } from './format.js';
import type { MessageTemplates } from './message-template.js';
import { ActionButton, Auto, fill, Greeting, Ltr, Notice, Paragraph, SignOff, Strong, TextLink, Title } from './parts.js';

/** The shopper's account messages: welcome, password reset and changed, e-mail changed; and the back office's test e-mail. */
export const accountTemplates: Pick<MessageTemplates, 'account_welcome' | 'password_reset' | 'password_changed' | 'email_changed' | 'test_email'> = {
  account_welcome: ({ name, shop_path }, { t, shop, url }) => ({
    subject: fillText(t.accountWelcome.subject, { shop: shop.name }),
    preview: t.accountWelcome.preview,
    body: (
      <>
        <Title>{fill(t.accountWelcome.heading, { name: <Auto>{name}</Auto> })}</Title>
        <Paragraph>{fill(t.accountWelcome.text, { shop: <Auto>{shop.name}</Auto> })}</Paragraph>
        <ActionButton href={url(shop_path)}>{t.accountWelcome.button}</ActionButton>
        <SignOff />
      </>
    ),
  }),

  password_reset: ({ name, reset_path, minutes }, { t, shop, url }) => ({
    subject: fillText(t.passwordReset.subject, { shop: shop.name }),
    preview: t.passwordReset.preview,
    body: (
      <>
        <Title>{t.passwordReset.heading}</Title>
        <Greeting name={name} />
        <Paragraph>{t.passwordReset.text}</Paragraph>
        <ActionButton href={url(reset_path)} showLink>
          {t.passwordReset.button}
        </ActionButton>
        <Notice>
          <Paragraph>{fill(t.passwordReset.expiry, { minutes: <Ltr>{minutes}</Ltr> })}</Paragraph>
        </Notice>
        <SignOff />
      </>
    ),
  }),

  password_changed: ({ name, changed_at, forgot_path }, { t, shop, language, url }) => ({
    subject: fillText(t.passwordChanged.subject, { shop: shop.name }),
    preview: t.passwordChanged.preview,
    body: (
      <>
        <Title>{t.passwordChanged.heading}</Title>
        <Greeting name={name} />
        <Paragraph>{fill(t.passwordChanged.text, { date: <Strong>{formatDateTime(changed_at, language, t)}</Strong> })}</Paragraph>
        <Paragraph>{t.passwordChanged.ifYou}</Paragraph>
        <Notice>
          <Paragraph>
            <Strong>
              {fill(t.passwordChanged.notYou, {
                email: (
                  <TextLink href={`mailto:${shop.email}`}>
                    <Ltr>{shop.email}</Ltr>
                  </TextLink>
                ),
              })}
            </Strong>
          </Paragraph>
          <ActionButton href={url(forgot_path)}>{t.passwordChanged.button}</ActionButton>
        </Notice>
        <SignOff />
      </>
    ),
  }),

  email_changed: ({ name, old_email, new_email, changed_at }, { t, shop, language }) => ({
    subject: fillText(t.emailChanged.subject, { shop: shop.name }),
    preview: t.emailChanged.preview,
    body: (
      <>
        <Title>{t.emailChanged.heading}</Title>
        <Greeting name={name} />
        <Paragraph>
          {fill(t.emailChanged.text, {
            old: (
              <Strong>
                <Ltr>{old_email}</Ltr>
              </Strong>
            ),
            new: (
              <Strong>
                <Ltr>{new_email}</Ltr>
              </Strong>
            ),
            date: formatDateTime(changed_at, language, t),
          })}
        </Paragraph>
        <Notice>
          <Paragraph>
            <Strong>
              {fill(t.emailChanged.notYou, {
                email: (
                  <TextLink href={`mailto:${shop.email}`}>
                    <Ltr>{shop.email}</Ltr>
                  </TextLink>
                ),
              })}
            </Strong>
          </Paragraph>
        </Notice>
        <SignOff />
      </>
    ),
  }),

  test_email: ({ requested_by }, { t, shop }) => ({
    subject: fillText(t.testEmail.subject, { shop: shop.name }),
    preview: t.testEmail.preview,
    body: (
      <>
        <Title>{t.testEmail.heading}</Title>
        <Paragraph>
          {fill(t.testEmail.text, {
            shop: <Auto>{shop.name}</Auto>,
            by: (
              <Strong>
                <Auto>{requested_by}</Auto>
              </Strong>
            ),
          })}
        </Paragraph>
        <Paragraph>{t.testEmail.works}</Paragraph>
      </>
    ),
  }),
};
