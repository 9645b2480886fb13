import { watch } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The e2e server runs without SMTP_URL, so it writes each mail as an .eml file under DATA_DIR/mail
 * (E2E_DATA_DIR, set by playwright.config.ts); this reads them as a mail client would.
 */
export async function mailTo(address: string, subject: string | RegExp): Promise<ParsedMail> {
  return test.step(`wait for the mail "${subject}" to ${address}`, async () => {
    const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
    await mkdir(folder, { recursive: true });
    const isWanted = (mail: ParsedMail) => {
      const to = [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));
      const text = mail.subject ?? '';
      return to.includes(address) && (typeof subject === 'string' ? text === subject : subject.test(text));
    };
    // The server writes each mail under another name and renames it when whole, so a file is read once, whole.
    const read = new Set<string>();
    const findNew = async (): Promise<ParsedMail | undefined> => {
      const files = (await readdir(folder)).filter((name) => name.endsWith('.eml') && !read.has(name));
      // Newest first: the file names start with the time they were written.
      for (const file of files.sort().reverse()) {
        read.add(file);
        const mail = await simpleParser(await readFile(path.join(folder, file)));
        if (isWanted(mail)) return mail;
      }
      return undefined;
    };
    // Watching from before the first look, so a mail written while the folder is read is not missed.
    let written = () => {};
    const watcher = watch(folder, () => written());
    try {
      for (;;) {
        const changed = new Promise<void>((resolve) => {
          written = resolve;
        });
        const mail = await findNew();
        if (mail) return mail;
        await changed;
      }
    } finally {
      watcher.close();
    }
  });
}
