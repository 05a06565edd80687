// Issues the invoice (or credit note) for a payment row and queues it to the customer.
// The billing code enqueues this in the transaction that writes the Payment row; issuing
// is idempotent, so a retried job neither numbers nor mails twice.
import { defineJob } from "~/jobs/registry.server";
import { issueForPayment } from "~/models/invoice/invoice.server";

declare module "~/jobs/registry.server" {
  interface JobPayloads {
    "issue-invoice": { paymentId: string };
  }
}

export const issueInvoiceJob = defineJob(
  "issue-invoice",
  async ({ paymentId }, { now }) => {
    await issueForPayment(paymentId, { mail: true, now });
  },
  { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 300, concurrency: 1 },
);
