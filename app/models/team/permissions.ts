// Who on the agency's team may do what: the one permission matrix. Browser-safe, so a page
// hides what a role may not use with the same table the server checks every request against
// (app/http/staff.server.ts). Decisions where the brief was silent: docs/decisions/050-team-roles.md.

export const STAFF_ROLES = ["owner", "project_lead", "production", "accounting"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Inhaber",
  project_lead: "Projektleitung",
  production: "Produktion",
  accounting: "Buchhaltung",
};

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Alles, auch Team und Einstellungen.",
  project_lead: "Aufträge, Kunden, Nachrichten, Abnahmen, Veröffentlichung und Status.",
  production:
    "Zugewiesene und nicht zugewiesene Aufträge mit Inhalten, Dateien, Nachrichten und Abnahmen – ohne Preise, Zahlungen und Rechnungen.",
  accounting: "Rechnungen, Gutschriften, Zahlungen, Erstattungen und Exporte; Aufträge nur lesend.",
};

const ALL = STAFF_ROLES;

const PERMISSIONS = {
  /** open an order (Produktion: only its own and unassigned ones, see ordersAll) */
  "orders.read": ALL,
  /** every order, not only the assigned and unassigned ones */
  "orders.all": ["owner", "project_lead", "accounting"],
  "orders.status": ["owner", "project_lead"],
  "orders.assign": ["owner", "project_lead"],
  "orders.deliver": ["owner", "project_lead", "production"],
  "orders.goLive": ["owner", "project_lead"],
  "messages.read": ALL,
  /** customer messages and internal notes */
  "messages.write": ["owner", "project_lead", "production"],
  /** prices, payments, revenue figures */
  "money.read": ["owner", "project_lead", "accounting"],
  /** refunds, ending subscriptions, clearing payment problems */
  "money.write": ["owner", "accounting"],
  /** the invoice journal, its CSV and the PDFs */
  "invoices.read": ["owner", "accounting"],
  /** billing-profile corrections and re-issuing invoices (credit note plus new invoice) */
  "invoices.correct": ["owner", "accounting"],
  "exports.datev": ["owner", "accounting"],
  /** the customer page and customers' e-mail addresses and telephone numbers */
  "customers.read": ["owner", "project_lead", "accounting"],
  "customers.delete": ["owner"],
  "inquiries.manage": ["owner", "project_lead"],
  "team.manage": ["owner"],
  /** the admin JSON API (its order list carries prices and addresses) */
  "api.read": ["owner", "project_lead", "accounting"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return Boolean(role) && (PERMISSIONS[permission] as readonly string[]).includes(role!);
}

/** Every permission of a role, for the pages: `perms["money.read"]`. */
export function permissionsOf(role: StaffRole): Record<Permission, boolean> {
  return Object.fromEntries(
    (Object.keys(PERMISSIONS) as Permission[]).map((p) => [p, can(role, p)]),
  ) as Record<Permission, boolean>;
}

const roleLabel = (role: string | null | undefined) =>
  isStaffRole(role) ? ROLE_LABELS[role] : null;

/** How every history names a staff member: "Anna Beispiel (Projektleitung)". */
export function staffSignature(person: {
  firstName: string;
  lastName: string;
  email: string;
  staffRole?: string | null;
  isAdmin?: boolean;
}): string {
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  const role = roleLabel(person.staffRole);
  return role ? `${name} (${role})` : name;
}

export const FORBIDDEN_TITLE = "Keine Berechtigung";
export const FORBIDDEN_TEXT = "Ihre Rolle erlaubt diese Seite oder Aktion nicht.";
export const ORDER_OUT_OF_SCOPE = "Dieser Auftrag ist einer anderen Person zugewiesen.";
