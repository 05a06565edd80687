// The contact form's check in the browser, loaded on demand (contact-form.tsx): the same
// schema and parse as /kontakt's action.
import { contactSchema } from "~/models/contact";
import { parseWithZod } from "~/utils/conform-zod";

export function validateContact({ formData }: { formData: FormData }) {
  return parseWithZod(formData, { schema: contactSchema });
}
