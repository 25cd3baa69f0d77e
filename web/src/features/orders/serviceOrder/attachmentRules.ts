import { IMAGE_RULES, MAX_UPLOAD_BYTES, type FileRules } from '../../../components/upload/fileProblem';

/**
 * What an order takes as an attachment (the API's documentTypes, textTypes and images, read from
 * the bytes there): PDF, OpenDocument, Office Open XML, plain text and CSV, and images; 5 MB each.
 */
export const ATTACHMENT_RULES: FileRules = {
  maxBytes: MAX_UPLOAD_BYTES,
  accept: [
    'application/pdf',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'text/plain',
    'text/csv',
    '.pdf',
    '.odt',
    '.ods',
    '.odp',
    '.docx',
    '.xlsx',
    '.pptx',
    '.txt',
    '.csv',
    '.log',
    ...IMAGE_RULES.accept,
  ],
};

/** Where an order's attachments are uploaded (the gateway's upload route; parts named `file`). */
export const attachmentUploadUrl = (orderId: string) => `/uploads/service-orders/${encodeURIComponent(orderId)}/attachments`;
