// The order-details form's state: conform with the action's zod schema in the browser, the
// active tab, the banner naming the sections with errors, the draft autosave and the
// notices after an answer of the action.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import type { OrderFormValues } from "~/models/order/page.server";
import type { UploadError } from "~/utils/upload.server";
import { useDraftAutosave } from "~/components/autosave";
import { dismissToast, showToast } from "~/components/toaster";
import {
  MISSING_FIELDS_TITLE,
  missingFieldsText,
  orderDetailsSchema,
  READ_ONLY_MESSAGE,
  SAVE_FAILED,
  tabsWithErrors,
  type OrderTab,
} from "~/models/order/details";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod";

// the constraints never change: built once, not on every render (a walk of the whole schema)
const CONSTRAINT = getZodConstraint(orderDetailsSchema("save-and-pay"));

/** What the order page's action answers (every key present, null when unused). */
export type OrderDetailsActionData = {
  result: SubmissionResult<string[]> | null;
  missingTab: OrderTab | null;
  uploadErrors: UploadError[];
  message: string | null;
  redirectTo: string | null;
  /** the draft autosave's answer */
  savedAt: string | null;
};

export function useOrderDetailsForm({
  order,
  initialTab,
  autosaveEnabled,
  actionData,
}: {
  order: { id: string; values: OrderFormValues };
  initialTab: OrderTab;
  autosaveEnabled: boolean;
  actionData: OrderDetailsActionData | undefined;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [activeTab, setActiveTab] = useState<OrderTab>(initialTab);

  // after a failed 'Speichern und zur Zahlung' the browser checks like the server does
  const payAttempted = useRef(Boolean(actionData?.missingTab));
  const [bannerWanted, setBannerWanted] = useState(false);

  const [form, fields] = useForm({
    id: `order-${order.id}`,
    defaultValue: order.values,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: CONSTRAINT,
    // the same zod schema as the action, in the browser: no request while typing, and
    // never a tab switch or a focus move except on submit
    onValidate({ formData }) {
      const intent = formData.get("intent");
      if (intent === "save-and-pay") payAttempted.current = true;
      const mode =
        intent === "save-draft" || String(intent ?? "").startsWith("delete-document:")
          ? "save-draft"
          : payAttempted.current
            ? "save-and-pay"
            : "check";
      const submission = parseWithZod(formData, { schema: orderDetailsSchema(mode) });
      if (intent === "save-and-pay" && submission.status !== "success") {
        // on submit only: open the first tab with errors before conform focuses its field
        const first = tabsWithErrors(submission.error)[0]?.tab;
        flushSync(() => {
          setBannerWanted(true);
          if (first) setActiveTab(first);
        });
      }
      return submission;
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const errorTabs = tabsWithErrors(form.allErrors);
  const errorCount = (tab: OrderTab) => errorTabs.find((t) => t.tab === tab)?.count ?? 0;
  // the banner names every section with errors and goes when they are fixed
  const banner =
    (bannerWanted || Boolean(actionData?.missingTab)) && errorTabs.length
      ? missingFieldsText(
          errorTabs.map((t) => t.tab),
          hydrated ? "tabs" : "sections",
        )
      : null;

  const autosave = useDraftAutosave({
    action: `/order-details/${order.id}`,
    enabled: autosaveEnabled,
    build: () => {
      const element = document.getElementById(form.id);
      if (!(element instanceof HTMLFormElement)) return null;
      const data = new FormData(element);
      // files upload on their own; only the typed fields are saved
      for (const [name, value] of [...data.entries()])
        if (typeof value !== "string") data.delete(name);
      data.delete("js");
      return data;
    },
  });
  const { schedule } = autosave;
  const onFormInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.type !== "file") schedule();
    },
    [schedule],
  );

  useEffect(() => {
    if (!actionData) return;
    if (actionData.missingTab) {
      setActiveTab(actionData.missingTab);
      showToast({
        type: "error",
        title: MISSING_FIELDS_TITLE,
        description: missingFieldsText(
          tabsWithErrors(actionData.result?.error).map((t) => t.tab),
          "tabs",
        ),
      });
    } else if (actionData.message) {
      showToast({
        type: "error",
        title: actionData.message === READ_ONLY_MESSAGE ? "Nicht mehr änderbar" : SAVE_FAILED,
        description: actionData.message,
      });
    } else if (actionData.uploadErrors.length) {
      showToast({
        type: "error",
        title: "Upload fehlgeschlagen",
        description: actionData.uploadErrors.map((e) => e.message).join(" "),
      });
    } else if (actionData.redirectTo) {
      autosave.cancel();
      const notice = showToast({
        type: "success",
        title: "Gespeichert",
        description: "Sie werden zur Zahlung weitergeleitet.",
      });
      // the notice belongs to this moment: it goes with the page, so going back from the
      // checkout never shows it again
      const timer = window.setTimeout(() => {
        dismissToast(notice);
        navigate(actionData.redirectTo!);
      }, 500);
      return () => window.clearTimeout(timer);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the action
  }, [actionData, navigate]);

  return {
    form,
    fields,
    activeTab,
    setActiveTab,
    errorCount,
    banner,
    autosave,
    onFormInput,
  };
}

export type OrderDetailsForm = ReturnType<typeof useOrderDetailsForm>;
