import { describe, expect, it } from 'vitest';
import { DEFAULT_CARRIERS, carrierKey, fillTrackingPattern, trackingPatternProblem, trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it('links the carriers whose tracking pages take the number, whatever the case and spacing', () => {
    expect(trackingUrl('Delhivery', '1234 5678-90')).toBe('https://www.delhivery.com/track/package/1234567890');
    expect(trackingUrl('  blue dart ', 'AB12')).toBe('https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=AB12');
    expect(trackingUrl('BlueDart Express', 'AB12')).toBe('https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=AB12');
    expect(trackingUrl('UPS', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
  });

  it('gives no link for an unknown carrier or a number that is not letters and digits', () => {
    expect(trackingUrl('India Post', 'EE123456789IN')).toBeNull();
    expect(trackingUrl('Delhivery', 'x"><script>')).toBeNull();
    expect(trackingUrl('Delhivery', '')).toBeNull();
    expect(trackingUrl('  ', 'AB12')).toBeNull();
  });

  it("takes the owner's list first, by name whatever the case and spacing, then the built-in pages", () => {
    const carriers = [
      { name: 'India  Post', tracking_url: 'https://track.example.in/speedpost?article={number}&lang=en' },
      { name: 'Delhivery', tracking_url: 'https://track.example.in/delhivery/{number}' },
    ];
    expect(trackingUrl('india post', 'EE 123 456 789 IN', carriers)).toBe('https://track.example.in/speedpost?article=EE123456789IN&lang=en');
    // The owner's pattern for a built-in name wins over the built-in page.
    expect(trackingUrl('DELHIVERY', '77', carriers)).toBe('https://track.example.in/delhivery/77');
    // A name not on the list still finds its built-in page.
    expect(trackingUrl('FedEx', '7712', carriers)).toBe('https://www.fedex.com/fedextrack/?trknbr=7712');
    expect(trackingUrl('Jaipur Local Couriers', '7712', carriers)).toBeNull();
  });
});

describe('fillTrackingPattern', () => {
  it('puts the number, URL-encoded, where {number} is, in the path, query or fragment', () => {
    expect(fillTrackingPattern('https://a.example/t/{number}', 'ab-12 34')).toBe('https://a.example/t/ab1234');
    expect(fillTrackingPattern('https://a.example/t?awb={number}&x=1', 'Z9')).toBe('https://a.example/t?awb=Z9&x=1');
    expect(fillTrackingPattern('https://a.example/#/track?awb={number}', 'Z9')).toBe('https://a.example/#/track?awb=Z9');
    // A '$' in the pattern is not a replacement pattern of String.replace.
    expect(fillTrackingPattern('https://a.example/$&/{number}', 'Z9')).toBe('https://a.example/$&/Z9');
  });

  it('refuses a number that would change the address, and a pattern that is not a valid one', () => {
    for (const number of ['a/b', 'a?b', 'a&b=c', '../x', '%2F', 'x'.repeat(61), ''])
      expect(fillTrackingPattern('https://a.example/{number}', number)).toBeNull();
    expect(fillTrackingPattern('http://a.example/{number}', 'Z9')).toBeNull();
    expect(fillTrackingPattern('https://a.example/{number}/{number}', 'Z9')).toBeNull();
  });
});

describe('trackingPatternProblem', () => {
  it('takes an https address with {number} once after the host', () => {
    for (const pattern of DEFAULT_CARRIERS.map((c) => c.tracking_url)) expect(trackingPatternProblem(pattern), pattern).toBeNull();
    expect(trackingPatternProblem('HTTPS://Track.Example.in/{number}')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(trackingPatternProblem('http://track.example.in/{number}')).toBe('https');
    expect(trackingPatternProblem('javascript:alert(1)//{number}')).toBe('https');
    expect(trackingPatternProblem('track.example.in/{number}')).toBe('https');
    expect(trackingPatternProblem('https://localhost/{number}')).toBe('https');
    expect(trackingPatternProblem('https://user:pw@track.example.in/{number}')).toBe('https');
    expect(trackingPatternProblem('https://track.example.in/a b/{number}')).toBe('https');
    expect(trackingPatternProblem('https://track.example.in/"{number}')).toBe('https');
    expect(trackingPatternProblem('https://track.example.in/track')).toBe('placeholder');
    expect(trackingPatternProblem('https://track.example.in/{number}?again={number}')).toBe('placeholder');
    expect(trackingPatternProblem('https://{number}.example.in/')).toBe('placeholder');
    expect(trackingPatternProblem('https://track.example.in/{NUMBER}')).toBe('placeholder');
    expect(trackingPatternProblem(`https://track.example.in/${'a'.repeat(490)}/{number}`)).toBe('length');
  });
});

describe('carrierKey', () => {
  it('compares names without case or extra spaces', () => {
    expect(carrierKey('  Blue \t DART ')).toBe('blue dart');
  });
});
