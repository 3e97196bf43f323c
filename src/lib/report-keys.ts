/**
 * The key every cached answer about one template's reports starts with, in both its versions and for every merchant or
 * shop: a change to the template, on the sellers' side (an NDA accepted, an owner switched) or the staff's (a draft
 * saved, a publish, a status change), makes them all be asked for again.
 */
export const templateReportsKey = (templateId: number) => ['reports', templateId] as const
