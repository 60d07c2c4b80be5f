import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import type { VariantView } from '../../../shared/types/product-page.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import GiftCodeForm from './gift-code-form.tsx';

const variant = { variantId: 501 } as VariantView;
const campaign = { slug: 'kaira-christmas-gift', name: 'Kaira Christmas gift 2026', recipientPrice: 0, freeDelivery: false };

describe('the gift code form (cat 4, cat 5)', () => {
  it('says what the recipient pays and asks for the code in a labelled field with its hint', () => {
    const html = renderWithSite(<GiftCodeForm campaign={campaign} variant={variant} orderState={{ orderable: true, onOrder: false, quantity: 3 }} />);
    expect(html).toContain(`${en.giftCampaign.terms.free} ${en.giftCampaign.terms.paidDelivery}`);
    expect(html).toMatch(/<label class="form-field__label" for="field-gift-code">Gift code/);
    expect(html).toMatch(/<input[^>]*id="field-gift-code"[^>]*aria-describedby="field-gift-code-hint"/);
    expect(html).toContain(en.giftCampaign.form.submit);
    // The hint's length is the code's own (CAMPAIGN_CODE_LENGTH), not a number written into the text.
    expect(en.giftCampaign.form.hint).not.toMatch(/\d+ characters/);
    expect(html).toContain(en.giftCampaign.form.hint.replace('{{length}}', '12'));
    expect(html).toMatch(/<input[^>]*maxLength="64"|<input[^>]*maxlength="64"/);
    expect(html).not.toContain('disabled=""');
  });

  it('names a campaign price in the visitor currency and disables redeeming a variant that cannot be given', () => {
    const html = renderWithSite(<GiftCodeForm campaign={{ ...campaign, recipientPrice: 12.5, freeDelivery: true }} variant={variant}
      orderState={{ orderable: false, onOrder: false, quantity: 0 }} />);
    expect(html).toMatch(/You pay 12[,.]50\s?€ for the gift\. Delivery is free\./);
    expect(html).toContain('disabled=""');
    expect(html).toContain(en.product.outOfStock);
  });
});
