import { passwordScore } from './passwordStrength';

describe('the strength estimate', () => {
  it('scores common and breached passwords as weak', () => {
    for (const password of ['password', '12345678', 'iloveyou', 'qwertyuiop']) {
      expect(passwordScore(password)).toBeLessThanOrEqual(1);
    }
  });

  it('scores a few unrelated words as strong', () => {
    expect(passwordScore('tractor monsoon pencil jalebi')).toBeGreaterThanOrEqual(3);
  });

  it("marks down a password built from the person's own details", () => {
    expect(passwordScore('ashaverma1990', ['asha', 'verma'])).toBeLessThan(passwordScore('ashaverma1990'));
  });
});
