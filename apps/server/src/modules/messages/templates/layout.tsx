import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import { MessageContextReact, THEME, type MessageContext } from './context.js';
import { fill, Ltr } from './parts.js';

/** The inline image every message shows: the storefront's crystal, attached by the sender as cid:logo. */
export const LOGO_SRC = 'cid:logo';

/**
 * The frame of every message: a centred 600 px card on a light page, the logo and the shop's
 * name at the top, the message, and a footer with the shop's address, phone and e-mail. In
 * Arabic the whole frame reads right to left.
 */
export function MessageLayout({ ctx, preview, children }: { ctx: MessageContext; preview: string; children: ReactNode }) {
  const { shop, t, dir, start, language } = ctx;
  const font = language === 'ar' ? THEME.fontArabic : THEME.font;
  return (
    <MessageContextReact.Provider value={ctx}>
      {/* not react-email's <Html>: it writes dir before lang */}
      <html lang={language} dir={dir}>
        <Head>
          <meta name="color-scheme" content="light" />
          <meta name="supported-color-schemes" content="light" />
        </Head>
        <Preview>{preview}</Preview>
        <Body dir={dir} style={{ margin: 0, padding: '24px 0', backgroundColor: THEME.page, fontFamily: font, color: THEME.text }}>
          <Container
            dir={dir}
            style={{
              width: '100%',
              maxWidth: '600px',
              margin: '0 auto',
              backgroundColor: THEME.white,
              border: `1px solid ${THEME.border}`,
              borderRadius: '10px',
              overflow: 'hidden',
            }}
          >
            <Band
              style={{ backgroundColor: THEME.white, borderTop: `5px solid ${THEME.brand}`, borderBottom: `1px solid ${THEME.border}`, padding: '20px 32px' }}
            >
              <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
                <tbody>
                  <tr>
                    <td style={{ verticalAlign: 'middle', width: '48px' }}>
                      <Img src={LOGO_SRC} width="48" height="48" alt="" style={{ display: 'block', width: '48px', height: '48px' }} />
                    </td>
                    <td style={{ verticalAlign: 'middle', padding: '0 12px', textAlign: start }}>
                      <Link
                        href={ctx.url('/')}
                        data-text-format="words"
                        style={{ fontSize: '22px', lineHeight: '28px', fontWeight: 700, color: THEME.brand, textDecoration: 'none' }}
                      >
                        <span dir="auto">{shop.name}</span>
                      </Link>
                    </td>
                  </tr>
                </tbody>
              </table>
            </Band>
            <Band style={{ padding: '28px 32px 12px', textAlign: start }}>{children}</Band>
            <Band style={{ backgroundColor: '#faf8fc', borderTop: `1px solid ${THEME.border}`, padding: '20px 32px', textAlign: 'center' }}>
              {ctx.staff ? null : (
                <Text style={{ margin: '0 0 6px', fontSize: '13px', lineHeight: '20px', color: THEME.muted, textAlign: 'center' }}>
                  {fill(t.footerHelp, {
                    email: (
                      <Link href={`mailto:${shop.email}`} style={{ color: THEME.brand }}>
                        <Ltr>{shop.email}</Ltr>
                      </Link>
                    ),
                  })}
                </Text>
              )}
              <Text style={{ margin: 0, fontSize: '12px', lineHeight: '18px', color: THEME.muted, textAlign: 'center' }}>
                <strong dir="auto">{shop.name}</strong>
                <br />
                <span dir="auto">{shop.address}</span>
                <br />
                <Ltr>{shop.phone}</Ltr>
                {' · '}
                <Ltr>{shop.email}</Ltr>
              </Text>
            </Band>
          </Container>
        </Body>
      </html>
    </MessageContextReact.Provider>
  );
}

/** A full-width row of the card; its padding on the cell, where every mail program honours it (not on the table). */
function Band({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        <tr>
          <td style={style}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}
