import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A PDF answer as the API's description names it. */
export const PdfBytesSchema = z.string().describe('The document as a PDF, application/pdf (binary)');

/**
 * A private document printed by `print` as a PDF: never kept by a shared cache; saved under its number, with
 * "/" made "-".
 */
export async function sendPdf<Document extends { number: string }>(
  reply: FastifyReply,
  document: Document,
  print: (document: Document) => Promise<Buffer>,
) {
  const bytes = await print(document);
  return (
    reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${document.number.replace(/\//g, '-')}.pdf"`)
      // A Buffer is sent as it is, never through the serializer; the schema only documents it.
      .send(bytes as unknown as string)
  );
}
