// The three parts of the order-details form (01 §2): the company, the website and the
// page contents. With JavaScript each is a tab panel; without, a stacked section whose
// heading the in-page menu links to.
import type { OrderDetailsForm } from "./use-order-details-form";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { ConformField, ConformSelect, ConformTextarea } from "~/components/ui/conform-field";
import { UploadField, type UploadedDoc } from "~/components/upload-field";
import {
  DESIGN_STYLES,
  DOMAIN_EXTENSIONS,
  defaultPageTitle,
  tabLabel,
  type OrderTab,
} from "~/models/order/details";

type Fields = OrderDetailsForm["fields"];

export function TabPanel({
  tab,
  activeTab,
  hydrated,
  children,
}: {
  tab: OrderTab;
  activeTab: OrderTab;
  hydrated: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={`tab-${tab}`}
      role={hydrated ? "tabpanel" : undefined}
      aria-labelledby={hydrated ? `tab-button-${tab}` : `tab-heading-${tab}`}
      hidden={hydrated && activeTab !== tab}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        id={`tab-heading-${tab}`}
        className={cn("text-lg font-semibold text-slate-900", hydrated && "sr-only")}
      >
        {tabLabel(tab)}
      </h2>
      {children}
    </section>
  );
}

export function CompanyFields({
  fields,
  orderId,
  documents,
  readOnly,
}: {
  fields: Fields;
  orderId: string;
  documents: UploadedDoc[];
  readOnly: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ConformField
        className="sm:col-span-2"
        label="Firmenname"
        required
        meta={fields.company}
        autoComplete="organization"
      />
      <ConformField
        className="sm:col-span-2"
        label="Straße und Hausnummer"
        required
        meta={fields.companyAddress}
        autoComplete="street-address"
      />
      <ConformField
        label="Postleitzahl"
        required
        meta={fields.companyZip}
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <ConformField label="Ort" required meta={fields.companyCity} autoComplete="address-level2" />
      <ConformField
        label="Ansprechpartner"
        required
        meta={fields.contactPerson}
        autoComplete="name"
      />
      <ConformField
        label="Telefon"
        required
        meta={fields.contactPhone}
        type="tel"
        autoComplete="tel"
      />
      <ConformField className="sm:col-span-2" label="Branche" required meta={fields.industry} />
      <ConformTextarea
        className="sm:col-span-2"
        label="Beschreibung Ihres Unternehmens"
        required
        rows={5}
        meta={fields.description}
      />
      <ConformField
        className="sm:col-span-2"
        label="Aktuelle Website (optional)"
        placeholder="https://"
        meta={fields.currentWebsite}
        autoComplete="url"
      />
      <ConformField
        label="USt-IdNr. (optional)"
        hint="Für Ihre Rechnung, z. B. DE123456789"
        meta={fields.vatId}
        autoCapitalize="characters"
      />
      <div className="sm:col-span-2">
        <UploadField
          label="Unternehmensdokumente (Logo, Texte, Bilder)"
          name="companyDocuments"
          uploadUrl={`/api/orders/${orderId}/upload?section=company`}
          documents={documents}
          disabled={readOnly}
        />
      </div>
    </div>
  );
}

export function WebsiteFields({ fields }: { fields: Fields }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <ConformField
          label="Wunsch-Domain"
          required
          placeholder="meine-firma"
          meta={fields.domain}
        />
        <ConformSelect
          label="Endung"
          options={DOMAIN_EXTENSIONS.map((e) => ({ value: e, label: e }))}
          meta={fields.domainExtension}
        />
      </div>
      <fieldset className="mt-5">
        <legend className="mb-2 text-sm font-medium text-slate-700">Designstil (optional)</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {DESIGN_STYLES.map((s) => (
            <label
              key={s.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={fields.designStyle.name}
                value={s.value}
                defaultChecked={fields.designStyle.initialValue === s.value}
                className="text-brand-600"
              />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>
      <ConformTextarea
        className="mt-5"
        label="Farbwünsche (optional)"
        rows={3}
        meta={fields.colorDescription}
      />
      <ConformTextarea
        className="mt-5"
        label="Designwünsche und Vorbilder"
        required
        rows={5}
        meta={fields.designPreferences}
      />
    </>
  );
}

export function PageFields({
  fields,
  orderId,
  documents,
  readOnly,
}: {
  fields: Fields;
  orderId: string;
  /** per page, in the order of the pages */
  documents: UploadedDoc[][];
  readOnly: boolean;
}) {
  const pages = fields.pageContents.getFieldList();
  return (
    <>
      <p className="text-sm text-slate-600">
        Ihr Paket umfasst {pages.length} {pages.length === 1 ? "Seite" : "Seiten"}. Beschreiben Sie,
        was auf jeder Seite stehen soll.
      </p>
      <div className="mt-4 space-y-5">
        {pages.map((page, index) => {
          const pageFields = page.getFieldset();
          return (
            // the index is the key: conform's generated list keys differ between server and
            // browser, and a remount on hydration would wipe what was typed meanwhile
            <fieldset key={index} className="rounded-xl border border-slate-200 p-4 sm:p-5">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {defaultPageTitle(index)}
              </legend>
              <div className="space-y-4">
                <ConformField label="Titel der Seite" required meta={pageFields.title} />
                <ConformTextarea
                  label="Inhalt und Beschreibung"
                  required
                  rows={4}
                  meta={pageFields.description}
                />
                <UploadField
                  label={`Dokumente für ${defaultPageTitle(index)}`}
                  name={`pageDocuments.${index}`}
                  uploadUrl={`/api/orders/${orderId}/upload?section=page&pageIndex=${index}`}
                  documents={documents[index] ?? []}
                  disabled={readOnly}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
    </>
  );
}
