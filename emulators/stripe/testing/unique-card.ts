/**
 * A Luhn-valid Visa number no other test uses. One trial per card (issue 17): a test that needs
 * a trial pays with a card of its own, as a new customer would.
 */
export function uniqueCardNumber(): string {
  const body = `4${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}
