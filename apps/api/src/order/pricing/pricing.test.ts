import fc from 'fast-check';
import { discontinuedKindOf, replacementFromErrors } from '@shop/api-clients/cart/types';
import type { PartForPricing } from '../../catalogue/seam';
import { fenToYuan } from '../../db/money';
import { priceLine } from './priceLines';
import { totalsOfFen } from './totals';

/** A part with breaks at 1, 10, 50, 100 (¥10.00, ¥9.50, ¥9.00, ¥8.50), fit and on sale, no campaign. */
function part(over: Partial<PartForPricing> = {}): PartForPricing {
  return {
    partNumber: 'SFJ10-50',
    seriesCode: 'SFJ',
    seriesName: '直线轴',
    brandCode: 'GP',
    brandName: '工品',
    ownBrand: true,
    priceBreaks: [
      { minQty: 1, maxQty: 9, unitPrice: 10 },
      { minQty: 10, maxQty: 49, unitPrice: 9.5 },
      { minQty: 50, maxQty: 99, unitPrice: 9 },
      { minQty: 100, maxQty: null, unitPrice: 8.5 },
    ],
    daysToShip: 3,
    stockQty: 40,
    unfitType: null,
    hasDelegate: false,
    discontinueFlag: '0',
    saleSuspended: false,
    replacementPartNumber: null,
    campaign: null,
    ...over,
  };
}

describe('totalsOfFen (13 % VAT inside tax-included prices, computed once on the total)', () => {
  it('subtotal + tax = total, and the subtotal is the total / 1.13 rounded to the fen', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_00 }), { maxLength: 500 }), (amounts) => {
        const t = totalsOfFen(amounts);
        expect(t.totalFen).toBe(amounts.reduce((a, b) => a + b, 0));
        expect(t.subtotalFen + t.taxFen).toBe(t.totalFen);
        // |subtotal × 1.13 − total| ≤ half a fen × 1.13, in integers: |113 s − 100 T| ≤ 56.5
        expect(Math.abs(113 * t.subtotalFen - 100 * t.totalFen)).toBeLessThanOrEqual(56.5);
        expect(Number.isSafeInteger(t.taxFen) && t.taxFen >= 0).toBe(true);
      }),
    );
  });

  it('gives the worked example of docs/buying.md: ¥113.00 is ¥100.00 + ¥13.00', () => {
    expect(totalsOfFen([11300])).toEqual({ subtotalFen: 10000, taxFen: 1300, totalFen: 11300 });
    expect(totalsOfFen([])).toEqual({ subtotalFen: 0, taxFen: 0, totalFen: 0 });
    expect(totalsOfFen([1])).toEqual({ subtotalFen: 1, taxFen: 0, totalFen: 1 });
  });
});

describe('priceLine (quantity breaks, campaign, next break)', () => {
  it('prices at the break covering the quantity, amount = unit × quantity in fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99999 }), (q) => {
        const p = priceLine(part(), q);
        const unit = q >= 100 ? 850 : q >= 50 ? 900 : q >= 10 ? 950 : 1000;
        expect(p.unitFen).toBe(unit);
        expect(p.amountFen).toBe(unit * q);
        // the next break is cheaper and needs exactly addQty more
        if (p.nextBreak) {
          expect(p.nextBreak.unitFen).toBeLessThan(unit);
          expect(q + p.nextBreak.addQty).toBe(p.nextBreak.minQty);
        } else expect(q).toBeGreaterThanOrEqual(100);
      }),
    );
  });

  it('shows "再买 N 件" for the next break: 7 pieces → 3 more for ¥9.50', () => {
    expect(priceLine(part(), 7).nextBreak).toEqual({ minQty: 10, addQty: 3, unitFen: 950 });
  });

  it('applies a running campaign while enough units remain and within the per-order cap', () => {
    const campaign = {
      campaignCode: 'XL001',
      campaignName: '限量特价',
      campaignPrice: '7.00',
      limitQty: 20,
      soldQty: 17,
      perOrderMax: null,
      startsAt: new Date(0),
      endsAt: new Date(Date.now() + 86400000),
    };
    const hit = priceLine(part({ campaign }), 3);
    expect([hit.unitFen, hit.listUnitFen, hit.campaign?.applied, hit.campaign?.remainingQty, hit.nextBreak]).toEqual([
      700,
      1000,
      true,
      3,
      null,
    ]);
    const short = priceLine(part({ campaign }), 4);
    expect([short.unitFen, short.campaign?.applied]).toEqual([1000, false]);
    expect(short.errorList.map((e) => e.errorMessage)).toEqual(['限量折扣仅剩 3 件，本行按原价计']);
    expect(short.orderable).toBe(true);
    const capped = priceLine(part({ campaign: { ...campaign, soldQty: 0, perOrderMax: 2 } }), 3);
    expect([capped.unitFen, capped.campaign?.applied]).toEqual([1000, false]);
  });

  it('never makes a line orderable that is unfit, discontinued or suspended; 3, 5, 8 are quote only; s cannot be quoted', () => {
    for (const code of ['1', '2', '3', '4', '5', '6', '7', '8', '9', 's']) {
      const p = priceLine(part({ unfitType: code }), 1);
      expect([code, p.orderable, p.quotable, p.quoteOnly]).toEqual([code, false, code !== 's', ['3', '5', '8'].includes(code)]);
    }
    const perm = priceLine(part({ discontinueFlag: '1', replacementPartNumber: 'SFJ10-40' }), 1);
    expect([perm.orderable, perm.quotable]).toEqual([false, false]);
    expect(discontinuedKindOf(perm)).toBe('PERMANENT_WITH_REPLACEMENT');
    expect(perm.errorList.map((e) => e.errorCode)).toEqual(['CE6001', 'CE6088']);
    expect(replacementFromErrors(perm.errorList)).toBe('SFJ10-40');

    const temp = priceLine(part({ saleSuspended: true, replacementPartNumber: 'SFJ10-40' }), 1);
    expect(discontinuedKindOf(temp)).toBe('TEMPORARY_WITH_REPLACEMENT');
    // the second detection path of SPEC §4: an S code whose message names the part in angle brackets
    expect(temp.errorList.map((e) => e.errorCode)).toEqual(['CE7062', 'S7063']);
    expect(replacementFromErrors(temp.errorList)).toBe('SFJ10-40');

    expect(discontinuedKindOf(priceLine(part({ discontinueFlag: '1' }), 1))).toBe('PERMANENT');
    expect(discontinuedKindOf(priceLine(part({ saleSuspended: true }), 1))).toBe('TEMPORARY');
    expect(discontinuedKindOf(priceLine(part(), 1))).toBeNull();
  });

  it('sums line amounts exactly: the yuan of the total is the sum of the yuan of the lines', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 200 }), (qs) => {
        const lines = qs.map((q) => priceLine(part(), q));
        const t = totalsOfFen(lines.map((l) => l.amountFen!));
        const cents = Math.round(lines.reduce((a, l) => a + fenToYuan(l.amountFen!) * 100, 0));
        expect(t.totalFen).toBe(cents);
      }),
    );
  });
});
