import { isRedFlag, RED_FLAGS } from './redFlags';

describe('red-flag symptoms', () => {
  it.each([
    'chest pain',
    'Chest Pain when I walk',
    'pain in my chest',
    'my father has chest pressure',
    'सीने में दर्द',
    'सीने में दर्द हो रहा है',
    'seene mein dard',
    'Chhati me dard',
    "I can't breathe",
    'saans nahi aa rahi',
    'साँस फूल रही है',
    'stroke',
    'face drooping, slurred speech',
    'लकवा',
    'muh tedha ho gaya',
    'she fainted',
    'बेहोश हो गए',
    'heavy bleeding',
    'khoon beh raha hai',
    'child swallowed poison',
    'जहर खा लिया',
    'seizure',
    'mirgi ka daura',
    'baby is floppy',
    "baccha sust hai, won't wake",
    'bleeding in pregnancy',
    'प्रेगनेंसी में ब्लीडिंग',
  ])('"%s" puts the emergency first', (text) => {
    expect(isRedFlag(text)).toBe(true);
  });

  it.each([
    'cardiologist evening',
    'knee replacement',
    'bukhar',
    'blood test',
    'backstroke swimming',
    'health checkup',
    'दिल के डॉक्टर',
    'dental',
    '',
  ])('"%s" is an ordinary search', (text) => {
    expect(isRedFlag(text)).toBe(false);
  });

  it('covers every sign the issue names, each in English, Hindi and romanised Hindi', () => {
    const devanagari = /\p{Script=Devanagari}/u;
    for (const flag of RED_FLAGS) {
      const latin = flag.phrases.filter((phrase) => !devanagari.test(phrase));
      expect({ sign: flag.sign, hindi: flag.phrases.some((phrase) => devanagari.test(phrase)) }).toEqual({
        sign: flag.sign,
        hindi: true,
      });
      expect({ sign: flag.sign, latin: latin.length >= 2 }).toEqual({ sign: flag.sign, latin: true });
    }
    expect(RED_FLAGS.map((flag) => flag.sign)).toEqual([
      'chest pain or pressure',
      'breathlessness',
      'stroke',
      'fainting',
      'severe bleeding',
      'poisoning',
      'a fit',
      'a child who is floppy or will not wake',
      'heavy bleeding in pregnancy',
    ]);
  });
});
