// Uploaded documents of an order: rows in uploaded_documents, bytes in storage.
import { z } from "zod";
import { CUSTOMER_VISIBLE_DOCUMENTS } from "../messages/messages.server";
import { pageCountOf } from "./order.server";
import type { Prisma } from "@prisma/client";
import type { StoredUpload } from "~/utils/upload.server";
import { prisma } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { isUuid } from "~/utils/misc";
import { getStorage } from "~/utils/storage.server";

const DOCUMENT_SECTIONS = ["company", "page", "professional"] as const;
export type DocumentSection = (typeof DOCUMENT_SECTIONS)[number];

/**
 * The target of `POST /api/orders/{id}/upload` from its query string: the section (company
 * by default) and, for a page, its index among the order's pages (null: no such page).
 */
export function uploadTargetSchema(pageCount: number) {
  return z.object({
    section: z.enum(DOCUMENT_SECTIONS).catch("company"),
    pageIndex: z.coerce
      .number()
      .int()
      .min(0)
      .max(pageCount - 1)
      .nullable()
      .catch(null),
  });
}

/** Form field → where the document belongs: companyDocuments, pageDocuments.N, files. */
export function sectionOfField(
  field: string,
  fallback?: { section: DocumentSection; pageIndex: number | null },
) {
  if (field === "companyDocuments") return { section: "company" as const, pageIndex: null };
  const page = field.match(/^pageDocuments\.(\d{1,2})$/);
  if (page) return { section: "page" as const, pageIndex: Number(page[1]) };
  if (field === "professionalFiles") return { section: "professional" as const, pageIndex: null };
  return fallback ?? null;
}

export const DOCUMENT_SELECT = {
  id: true,
  name: true,
  contentType: true,
  size: true,
  section: true,
  pageIndex: true,
  createdAt: true,
} as const;

export async function attachDocuments(
  orderId: string,
  uploadedById: string,
  files: StoredUpload[],
  fallback?: { section: DocumentSection; pageIndex: number | null },
) {
  // a page document belongs to a page the order has (page 40 of a 4-page order)
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { additionalPages: true, additionalPagesCount: true },
  });
  const pages = order ? pageCountOf(order) : 0;
  const placeOf = (field: string) => {
    const place = sectionOfField(field, fallback);
    return place && (place.pageIndex === null || place.pageIndex < pages) ? place : null;
  };
  const rows = files
    .map((f) => ({ f, place: placeOf(f.field) }))
    .filter((r): r is { f: StoredUpload; place: NonNullable<ReturnType<typeof sectionOfField>> } =>
      Boolean(r.place),
    );
  // files from fields we do not know, or for pages the order does not have, are not kept
  const unknown = files.filter((f) => !placeOf(f.field));
  await Promise.all(
    unknown.map((f) =>
      getStorage()
        .delete(f.storageKey)
        .catch(() => {}),
    ),
  );
  try {
    return await prisma.$transaction(
      rows.map(({ f, place }) =>
        prisma.uploadedDocument.create({
          data: {
            orderId,
            uploadedById,
            section: place.section,
            pageIndex: place.pageIndex,
            name: f.name,
            contentType: f.contentType,
            size: f.size,
            storageKey: f.storageKey,
          },
          select: DOCUMENT_SELECT,
        }),
      ),
    );
  } catch (error) {
    await Promise.all(
      rows.map(({ f }) =>
        getStorage()
          .delete(f.storageKey)
          .catch(() => {}),
      ),
    );
    throw error;
  }
}

export async function listDocuments(orderId: string) {
  return prisma.uploadedDocument.findMany({
    where: { orderId },
    orderBy: { createdAt: "asc" },
    select: DOCUMENT_SELECT,
  });
}

/** Removes a document of the order (the caller checked ownership and that it may change). */
export async function deleteDocument(orderId: string, documentId: string) {
  const doc = await prisma.uploadedDocument.findFirst({
    // files of the thread belong to their message, not to the order form
    where: { id: documentId, orderId, messageId: null },
    select: { id: true, storageKey: true },
  });
  if (!doc) return false;
  await prisma.uploadedDocument.delete({ where: { id: doc.id } });
  await getStorage()
    .delete(doc.storageKey)
    .catch((e) =>
      logger.error({ error: e }, "Datei konnte nicht aus dem Speicher gelöscht werden"),
    );
  return true;
}

export function documentUrl(id: string) {
  return `/files/${id}`;
}

/**
 * A document the viewer may download: an admin any, a customer only the files of their own
 * orders that are not the agency's internal notes. Another customer's file is null, exactly
 * like a missing one.
 */
export function findDownloadableDocument(
  id: string,
  viewer: {
    adminId: string | null;
    userId: string | null;
    /** the staff member's order scope (Produktion: assigned and unassigned orders) */
    adminScope?: Prisma.OrderWhereInput;
  },
) {
  if (!isUuid(id) || (!viewer.adminId && !viewer.userId)) return null;
  return prisma.uploadedDocument.findFirst({
    where: {
      id,
      ...(viewer.adminId
        ? { order: viewer.adminScope ?? {} }
        : { order: { userId: viewer.userId! }, ...CUSTOMER_VISIBLE_DOCUMENTS }),
    },
    select: { name: true, storageKey: true, size: true, contentType: true },
  });
}
