import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it('links the carriers whose tracking pages take the number, whatever the case and spacing', () => {
    expect(trackingUrl('Delhivery', '1234 5678-90')).toBe('https://www.delhivery.com/track/package/1234567890');
    expect(trackingUrl('  blue dart ', 'AB12')).toBe('https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=AB12');
    expect(trackingUrl('UPS', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
  });

  it('gives no link for an unknown carrier or a number that is not letters and digits', () => {
    expect(trackingUrl('India Post', 'EE123456789IN')).toBeNull();
    expect(trackingUrl('Delhivery', 'x"><script>')).toBeNull();
    expect(trackingUrl('Delhivery', '')).toBeNull();
  });
});
