import { HOSPITAL } from 'contract/hospital';
import { chatMessages } from './chatMessages';
import { QUICK_REPLIES, replyTopicFor } from './chatReplies';

describe('replyTopicFor', () => {
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
    ['मुझे अपॉइंटमेंट चाहिए', 'appointment'],
    ['यह आपातकाल है', 'emergency'],
    ['कौन से डॉक्टर आज हैं?', 'doctor'],
    ['ब्लड टेस्ट कितने का है', 'lab'],
    ['आपका पता क्या है', 'contact'],
    ['नमस्ते', 'greeting'],
  ])('takes "%s" to be about %s', (message, topic) => {
    expect(replyTopicFor(message)).toBe(topic);
  });

  it('applies the rules in order: an appointment question about a doctor is about the appointment', () => {
    expect(replyTopicFor('book an appointment with a doctor')).toBe('appointment');
    expect(replyTopicFor('emergency doctor')).toBe('emergency');
    expect(replyTopicFor('hi, which doctor?')).toBe('doctor');
  });

  it('does not mistake words that merely contain a short keyword', () => {
    expect(replyTopicFor('this is something else')).toBe('fallback');
    expect(replyTopicFor('a collaboration')).toBe('fallback');
  });

  it('falls back to a generic reply', () => {
    expect(replyTopicFor('What is the parking like?')).toBe('fallback');
  });

  it('answers every quick reply, in English, with its own topic', () => {
    expect(QUICK_REPLIES.map((reply) => replyTopicFor(chatMessages.en[reply.label]))).toEqual(
      QUICK_REPLIES.map((reply) => reply.topic),
    );
  });

  it('mentions in its canned texts the emergency number, the specialties and the lab tests', () => {
    expect(chatMessages.en.reply_emergency).toMatch(/24\/7 emergency number \{emergencyPhone\}/);
    expect(chatMessages.en.reply_doctor).toMatch(
      /cardiology, neurology, orthopedics, pediatrics, ICU and emergency medicine/,
    );
    expect(chatMessages.en.reply_lab).toMatch(/CBC.*diabetes.*thyroid.*lipid.*liver.*24\/7 with home collection/);
    expect(HOSPITAL.emergencyPhone).toMatch(/^\+91/);
  });
});
