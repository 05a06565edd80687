// What the delivery components receive from the loaders (plain JSON, dates formatted).
import type { SubmissionResult } from "@conform-to/react";

export interface DeliveryFile {
  id: string;
  name: string;
  size: number;
  url: string;
}

export interface DeliveryItem {
  id: string;
  /** 1 for the first delivery of the order */
  number: number;
  previewUrl: string;
  note: string | null;
  deliveredAt: string;
  reminderSentAt: string | null;
  outcome: string | null;
  respondedAt: string | null;
  correctionText: string | null;
  correctionChargeable: boolean;
  files: DeliveryFile[];
  correctionFiles: DeliveryFile[];
}

export interface DeliveryViewData {
  /** the latest delivery waits for the customer's answer */
  open: boolean;
  /** date the latest delivery counts as accepted without an answer (while open) */
  deadline: string | null;
  deemedDays: number;
  loops: { used: number; included: number };
  nextCorrectionChargeable: boolean;
  acceptance: { at: string; deemed: boolean } | null;
  deliverable: boolean;
  /** the professional plan's monthly fee starts with the acceptance */
  subscriptionNote: string | null;
  /** newest first */
  deliveries: DeliveryItem[];
}

export interface DeliveryFormData {
  result?: SubmissionResult<string[]>;
  error?: string;
  uploadErrors?: Array<{ name: string; message: string }>;
}
