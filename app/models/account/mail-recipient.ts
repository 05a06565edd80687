// Who a customer mail greets, read in the same statement as the address: the billing
// profile's contact person when the customer has one (the firm's named person, as on the
// invoices and under "Mein Konto"), else the account's own name (mails/layout `salutation`).
export const MAIL_RECIPIENT_SELECT = {
  email: true,
  firstName: true,
  lastName: true,
  billingProfile: { select: { contactFirstName: true, contactLastName: true } },
} as const;
