import { z } from 'zod';

/** Meta's check when the webhook is set up: answer its challenge only for our verify token. */
export const whatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/** A webhook's body as Meta posts it; what is inside `entry` is read field by field (whatsappEvents). */
export const whatsappWebhookSchema = z.looseObject({
  object: z.string().max(100).optional(),
  entry: z.array(z.unknown()).max(100).optional(),
});
export type WhatsappWebhook = z.infer<typeof whatsappWebhookSchema>;

const changeSchema = z.looseObject({
  field: z.string().optional(),
  value: z
    .looseObject({
      statuses: z
        .array(
          z.looseObject({
            id: z.string().max(200),
            status: z.string().max(40),
            recipient_id: z.string().max(30).optional(),
            errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
          }),
        )
        .max(1000)
        .optional(),
      messages: z
        .array(
          z.looseObject({
            from: z.string().max(30),
            id: z.string().max(200).optional(),
            type: z.string().max(40).optional(),
            text: z.looseObject({ body: z.string().max(4096) }).optional(),
          }),
        )
        .max(1000)
        .optional(),
    })
    .optional(),
});
const entrySchema = z.looseObject({ changes: z.array(z.unknown()).max(100).optional() });

/**
 * The statuses (what became of messages we sent) and the texts (what people wrote to our
 * number) in a webhook, each entry read on its own: one Meta's format does not fit is passed
 * over, not a reason to lose the others.
 */
export function whatsappEvents(body: WhatsappWebhook) {
  const statuses: { id: string; status: string; errors?: { code?: number; title?: string }[] }[] = [];
  const texts: { from: string; body: string }[] = [];
  for (const entry of body.entry ?? []) {
    for (const change of entrySchema.safeParse(entry).data?.changes ?? []) {
      const value = changeSchema.safeParse(change).data?.value;
      for (const status of value?.statuses ?? []) statuses.push(status);
      for (const message of value?.messages ?? [])
        if (message.text) texts.push({ from: message.from, body: message.text.body });
    }
  }
  return { statuses, texts };
}
