// What the delivery components receive from the loaders and actions (plain JSON).
import type { SubmissionResult } from "@conform-to/react";

// the view data is built in models/delivery/view.server.ts; its shape lives beside the schemas
export type { DeliveryFile, DeliveryItem, DeliveryViewData } from "~/models/delivery/delivery";

export interface DeliveryFormData {
  result?: SubmissionResult<string[]>;
  error?: string;
  uploadErrors?: Array<{ name: string; message: string }>;
}
