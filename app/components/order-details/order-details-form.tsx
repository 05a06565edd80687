// The order details (01 §2): three tabs in ONE form. With JavaScript the sections are tabs;
// without, they are stacked sections with an in-page menu. Switching tabs never loses
// input because every field stays in the same form. Every submit saves: 'Entwurf
// speichern' without checks, 'Speichern und zur Zahlung' with the required fields.
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CompanyFields, PageFields, TabPanel, WebsiteFields } from "./detail-sections";
import { OrderTabBar } from "./order-tab-bar";
import type { OrderDetailsForm as FormState } from "./use-order-details-form";
import type { UploadedDoc } from "~/components/upload-field";
import { Button } from "~/components/ui/button";
import { RequiredFieldsNote } from "~/components/ui/field";

export function OrderDetailsForm({
  state,
  orderId,
  readOnly,
  hidden,
  companyDocuments,
  pageDocuments,
}: {
  state: FormState;
  orderId: string;
  readOnly: boolean;
  hidden: boolean;
  companyDocuments: UploadedDoc[];
  pageDocuments: UploadedDoc[][];
}) {
  const { form, fields, activeTab, setActiveTab, errorCount, onFormInput } = state;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const pendingIntent = navigation.formData?.get("intent");
  const panel = { activeTab, hydrated };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onInput={onFormInput}
      hidden={hidden}
      noValidate
      className="mt-6"
    >
      <input type="hidden" name="tab" value={activeTab} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <OrderTabBar
        hydrated={hydrated}
        activeTab={activeTab}
        onSelect={setActiveTab}
        errorCount={errorCount}
      />

      {readOnly ? null : <RequiredFieldsNote className="mb-3" />}
      <fieldset disabled={readOnly} className="space-y-6">
        <TabPanel tab="company" {...panel}>
          <CompanyFields
            fields={fields}
            orderId={orderId}
            documents={companyDocuments}
            readOnly={readOnly}
          />
        </TabPanel>
        <TabPanel tab="website" {...panel}>
          <WebsiteFields fields={fields} />
        </TabPanel>
        <TabPanel tab="pages" {...panel}>
          <PageFields
            fields={fields}
            orderId={orderId}
            documents={pageDocuments}
            readOnly={readOnly}
          />
        </TabPanel>

        {readOnly ? null : (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
            <Button
              type="submit"
              name="intent"
              value="save-draft"
              variant="secondary"
              size="lg"
              disabled={busy}
            >
              {busy && pendingIntent === "save-draft" ? "Wird gespeichert..." : "Entwurf speichern"}
            </Button>
            <Button type="submit" name="intent" value="save-and-pay" size="lg" disabled={busy}>
              {busy && pendingIntent === "save-and-pay"
                ? "Wird gespeichert..."
                : "Speichern und zur Zahlung"}
            </Button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}
