import nodemailer from 'nodemailer';
import type { AppContext } from '../context';

/** One outgoing message. Attachments are bytes with a file name and a MIME type. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * Sends an e-mail through the SMTP server of SMTP_URL with nodemailer (from MAIL_FROM), or does
 * nothing when no SMTP settings are given. Returns true when the server accepted the message.
 * Throws what nodemailer throws (connection refused, the server's refusal).
 */
export async function sendMail(ctx: Pick<AppContext, 'config'>, mail: OutgoingMail): Promise<boolean> {
  const settings = ctx.config.mail;
  if (!settings) return false;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  try {
    await transport.sendMail({ from: settings.from, ...mail });
    return true;
  } finally {
    transport.close();
  }
}
