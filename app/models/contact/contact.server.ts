// Contact inquiries: written by the public form, read and worked off in the admin inbox.
import { type InquiryStatus, type ContactInput } from "./contact";
import { queueMail } from "~/jobs/send-mail.server";
import {
  contactInquiryConfirmation,
  contactInquiryNotification,
  contactInquiryReplyMail,
} from "~/mails/contact";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

const INQUIRIES_PER_PAGE = 50;

/** Stores the inquiry, confirms it to the sender and tells the agency (mails are jobs of the same transaction). */
export async function createInquiry(input: ContactInput) {
  return prisma.$transaction(async (tx) => {
    const inquiry = await tx.contactInquiry.create({
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        subject: input.subject || null,
        message: input.message,
      },
    });
    const agency = getEnv().ADMIN_NOTIFY_EMAIL;
    await queueMail(contactInquiryConfirmation(inquiry), { db: tx });
    if (agency) await queueMail(contactInquiryNotification(agency, inquiry), { db: tx });
    return inquiry;
  });
}

export async function listInquiries({
  status,
  page = 1,
}: {
  status?: InquiryStatus | null;
  page?: number;
}) {
  const where = status ? { status } : {};
  const [total, inquiries] = await Promise.all([
    prisma.contactInquiry.count({ where }),
    prisma.contactInquiry.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (Math.max(page, 1) - 1) * INQUIRIES_PER_PAGE,
      take: INQUIRIES_PER_PAGE,
      select: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        subject: true,
        status: true,
        createdAt: true,
      },
    }),
  ]);
  return { total, inquiries, pageCount: Math.max(1, Math.ceil(total / INQUIRIES_PER_PAGE)) };
}

/** One inquiry with the answers written in the app, oldest first. */
export function getInquiry(id: string) {
  return prisma.contactInquiry.findUnique({
    where: { id },
    include: {
      replies: {
        orderBy: { sentAt: "asc" },
        select: {
          id: true,
          body: true,
          sentAt: true,
          author: { select: { firstName: true, lastName: true, email: true } },
        },
      },
    },
  });
}

/**
 * An admin answers in the app: the answer is recorded and its mail queued in one
 * transaction, so a recorded answer is always sent and a failed one leaves no trace.
 * A new inquiry moves to 'In Bearbeitung' (someone took it on); marking it done stays a
 * deliberate step. False when the inquiry does not exist.
 */
export async function replyToInquiry(input: { inquiryId: string; adminId: string; body: string }) {
  return prisma.$transaction(async (tx) => {
    const inquiry = await tx.contactInquiry.findUnique({ where: { id: input.inquiryId } });
    if (!inquiry) return false;
    await tx.contactInquiryReply.create({
      data: { inquiryId: inquiry.id, authorId: input.adminId, body: input.body },
    });
    if (inquiry.status === "new")
      await tx.contactInquiry.update({
        where: { id: inquiry.id },
        data: { status: "in_progress" },
      });
    await queueMail(contactInquiryReplyMail(inquiry, input.body), { db: tx });
    return true;
  });
}

export function countNewInquiries() {
  return prisma.contactInquiry.count({ where: { status: "new" } });
}

export async function setInquiryStatus(id: string, status: InquiryStatus) {
  const { count } = await prisma.contactInquiry.updateMany({ where: { id }, data: { status } });
  return count === 1;
}
