import { Type, type Static } from 'typebox';
import { ENQUIRY_MESSAGE_MAX } from '../domain/text-length.ts';
import { PropertyId } from './common.ts';

export const EnquiryParams = Type.Object({ id: PropertyId });
export type EnquiryParams = Static<typeof EnquiryParams>;

/** `POST /enquiry/{id}` (spec 02 §7): what the message is about (the property's name, or the request's) and the message. */
export const EnquiryBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  message: Type.String({ maxLength: ENQUIRY_MESSAGE_MAX }),
});
export type EnquiryBody = Static<typeof EnquiryBody>;

/** The message is in the outbox, one mail per recipient; who they are is not told. */
export const EnquiryResponse = Type.Object({
  sent: Type.Literal(true),
  recipients: Type.Integer({ minimum: 1 }),
});
export type EnquiryResponse = Static<typeof EnquiryResponse>;
