// The order thread in the browser tests: its region, and writing into it as a person does.
import { expect, type Page } from "./fixtures";
import { waitForHydration } from "./helpers";

/** The thread of the order page, the messages page or an inbox with a thread open. */
export const thread = (page: Page) => page.getByRole("region", { name: "Nachrichten" });

/**
 * Writes `text` as the customer (label "Ihre Nachricht") or the agency, sends it to the other
 * side and waits until it shows in the thread.
 */
export async function sendMessage(page: Page, js: boolean, label: string, text: string) {
  if (js) await waitForHydration(page);
  await thread(page).getByLabel(label).fill(text);
  // the agency's composer says where the message goes on the button itself
  const button = label === "Ihre Nachricht" ? "Nachricht senden" : "An Kunden senden";
  await thread(page).getByRole("button", { name: button }).click();
  await expect(thread(page).getByTestId("message").filter({ hasText: text })).toBeVisible();
}
