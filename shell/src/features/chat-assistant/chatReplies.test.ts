import { FALLBACK_REPLY, QUICK_REPLIES, REPLY_RULES, replyTo } from './chatReplies';

const replyFor = (topic: string) => REPLY_RULES.find((rule) => rule.topic === topic)?.reply;

describe('replyTo', () => {
  it.each([
    ['I want an appointment', 'appointment'],
    ['How do I BOOK a visit?', 'appointment'],
    ['booking for tomorrow', 'appointment'],
    ['This is an emergency', 'emergency'],
    ['urgent help please', 'emergency'],
    ['Which doctor is in today?', 'doctor'],
    ['I need a specialist', 'doctor'],
    ['price of a blood test', 'lab'],
    ['is the lab open', 'lab'],
    ['ICU visiting hours', 'icu'],
    ['my father is critical', 'icu'],
    ['contact number', 'contact'],
    ['what is your address', 'contact'],
    ['Hello', 'greeting'],
    ['hi there', 'greeting'],
  ])('answers "%s" with the %s reply', (message, topic) => {
    expect(replyTo(message)).toBe(replyFor(topic));
  });

  it('applies the rules in order: an appointment question about a doctor is about the appointment', () => {
    expect(replyTo('book an appointment with a doctor')).toBe(replyFor('appointment'));
    expect(replyTo('emergency doctor')).toBe(replyFor('emergency'));
    expect(replyTo('hi, which doctor?')).toBe(replyFor('doctor'));
  });

  it('does not mistake words that merely contain a short keyword', () => {
    expect(replyTo('this is something else')).toBe(FALLBACK_REPLY);
  });

  it('falls back to a generic reply', () => {
    expect(replyTo('What is the parking like?')).toBe(FALLBACK_REPLY);
  });

  it('answers every quick reply with its own topic', () => {
    expect(QUICK_REPLIES.map(replyTo)).toEqual(
      ['appointment', 'emergency', 'doctor', 'lab', 'icu', 'contact'].map(replyFor),
    );
  });

  it('mentions what SPEC §9 asks the canned texts to mention', () => {
    expect(replyFor('emergency')).toMatch(/24\/7 emergency number/);
    expect(replyFor('doctor')).toMatch(/cardiology, neurology, orthopedics, pediatrics, ICU and emergency medicine/);
    expect(replyFor('lab')).toMatch(/CBC.*diabetes.*thyroid.*lipid.*liver.*24\/7 with home collection/);
  });
});
