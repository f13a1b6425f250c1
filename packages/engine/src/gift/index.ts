/**
 * Gift cards (package export "@inkling/engine/gift", issue 34): the printable card's PDF.
 */
export { type GiftCardPdfInput, writeGiftCardPdf } from './gift-card-pdf';
