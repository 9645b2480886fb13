import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The e2e server runs without SMTP_URL, so it writes each mail as an .eml file under DATA_DIR/mail
 * (E2E_DATA_DIR, set by playwright.config.ts); this reads them as a mail client would.
 */
export async function mailTo(address: string, subject: string | RegExp): Promise<ParsedMail> {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const matches = (text: string | undefined) =>
    typeof subject === 'string' ? text === subject : subject.test(text ?? '');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = await readdir(folder).catch(() => [] as string[]);
    // Newest first: the file names start with the time they were written.
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const mail = await simpleParser(await readFile(path.join(folder, file)));
      const to = [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));
      if (to.includes(address) && matches(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${subject}" mail to ${address}`);
}
