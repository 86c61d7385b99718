import { THEME } from './context.js';
import { fillText } from './format.js';
import type { MessageTemplates } from './message-template.js';
import { Auto, Facts, fill, Greeting, Ltr, MultiLine, Notice, Paragraph, SectionTitle, SignOff, Strong, Title } from './parts.js';

/**
 * To the person who wrote through the contact form (issue 23): their ticket number, and that
 * the shop acknowledges and answers within 48 hours (Consumer Protection (E-Commerce) Rules
 * 2020, rule 4(5)), with what they wrote; in the storefront's language.
 */
export const contactTemplates: Pick<MessageTemplates, 'contact_received'> = {
  contact_received: ({ name, subject, message, ticket_number, hours }, { t }) => {
    const s = t.contactReceived;
    return {
      subject: fillText(s.subject, { ticket: ticket_number }),
      preview: fillText(s.preview, { ticket: ticket_number }),
      body: (
        <>
          <Title>{s.heading}</Title>
          <Greeting name={name} />
          <Paragraph>
            {fill(s.text, {
              ticket: (
                <Strong>
                  <Ltr>{ticket_number}</Ltr>
                </Strong>
              ),
            })}
          </Paragraph>
          <Notice>
            <Paragraph>{fill(s.hours, { hours: <Ltr>{hours}</Ltr> })}</Paragraph>
          </Notice>
          <Facts
            rows={[
              [s.ticket, <Ltr key="t">{ticket_number}</Ltr>],
              [s.subjectLabel, <Auto key="s">{subject}</Auto>],
            ]}
          />
          <SectionTitle>{s.yourMessage}</SectionTitle>
          <div style={{ margin: '0 0 16px', padding: '14px 18px', backgroundColor: '#faf8fc', border: `1px solid ${THEME.border}`, borderRadius: '6px' }}>
            <Paragraph>
              <MultiLine text={message} />
            </Paragraph>
          </div>
          <SignOff />
        </>
      ),
    };
  },
};
