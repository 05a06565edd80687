// The form set-up every conform form shares: one zod schema for the browser and the server.
// Apart from the field components (conform-field.tsx) because it brings zod and conform's zod
// adapter (~16 KB gzip) into every page that imports it; a form whose page must stay light
// (the contact form of the public pages) loads its validation on demand instead.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod";

// one constraint per schema: most forms pass a module-level schema, and the walk through it
// would otherwise run on every render
const constraints = new WeakMap<z.ZodTypeAny, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

type FormOptions<Output extends Record<string, unknown>> = NonNullable<
  Parameters<typeof useForm<Output>>[0]
>;

/**
 * conform's `useForm` with one zod schema: the same `parseWithZod` as the action, its
 * constraints as HTML attributes, checks when a field is left and again on every input
 * once it showed an error. The server's last answer is shown only once the page is idle
 * (`busy`: a navigation by default; a fetcher's form passes its own state).
 */
export function useConformForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  {
    id,
    lastResult,
    defaultValue,
    busy,
    shouldValidate = "onBlur",
  }: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: FormOptions<z.input<Schema>>["defaultValue"];
    busy?: boolean;
    shouldValidate?: "onBlur" | "onSubmit" | "onInput";
  },
) {
  const navigation = useNavigation();
  const pending = busy ?? navigation.state !== "idle";
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: pending ? undefined : lastResult,
    defaultValue,
    constraint: constraintOf(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate,
    shouldRevalidate: "onInput",
  });
}
