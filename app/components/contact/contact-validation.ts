// The contact form's check: /kontakt's action runs it, and the form loads it in the browser on
// demand (contact-form.tsx), so both check alike.
import { contactSchema } from "~/models/contact/contact";
import { parseWithZod } from "~/utils/conform-zod";

export function validateContact({ formData }: { formData: FormData }) {
  return parseWithZod(formData, { schema: contactSchema });
}
