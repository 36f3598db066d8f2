/**
 * A service text never holds a rupee figure of its own: it names a priced item, and the figure is
 * that item's price at the time it is read, so a page quotes what booking charges (Haryana's rules:
 * the rates displayed are the rates charged). Two placeholders:
 *
 * - `{price:<package slug>}`: that care package's price ("₹1,200");
 * - `{from:<kind>/<basis>}`: the lowest price among the packages of that kind priced on that basis
 *   ("{from:home-care/visit}": the cheapest home visit, "₹800").
 *
 * The text around a placeholder says what the price buys ("a day", "per visit"). A placeholder no
 * priced item answers (a package the hospital removed) takes its whole sentence with it: a price is
 * either derived or not said.
 */
import type { CarePackageKind, PriceBasis } from 'contract';

export interface PricedPackage {
  slug: string;
  kind: CarePackageKind;
  price: number;
  price_basis: PriceBasis;
}

const PLACEHOLDER = /\{(price|from):([a-z0-9-]+(?:\/[a-z]+)?)\}/g;

/** Indian grouping, no decimals, the same digits in both languages, as the site shows prices (₹1,25,000). */
const GROUPED = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const formatRupees = (amount: number): string => `₹${GROUPED.format(amount)}`;

/** The figure a placeholder stands for, or null when no priced item answers it. */
function priceOf(kind: string, name: string, packages: readonly PricedPackage[]): number | null {
  if (kind === 'price') return packages.find((item) => item.slug === name)?.price ?? null;
  const [packageKind, basis] = name.split('/');
  const prices = packages
    .filter((item) => item.kind === packageKind && item.price_basis === basis)
    .map((item) => item.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Sentences end at a full stop, a danda, a semicolon or a question or exclamation mark, then a space. */
const SENTENCE_END = /(?<=[.।;?!])\s+/;

/** `text` with each placeholder as its price, and each sentence holding one no price answers left out. */
export function withPrices(text: string, packages: readonly PricedPackage[]): string {
  if (!text.includes('{')) return text;
  const render = (sentence: string): string | null => {
    let unanswered = false;
    const rendered = sentence.replace(PLACEHOLDER, (_, kind: string, name: string) => {
      const price = priceOf(kind, name, packages);
      if (price === null) unanswered = true;
      return price === null ? '' : formatRupees(price);
    });
    return unanswered ? null : rendered;
  };
  return (
    render(text) ??
    text
      .split(SENTENCE_END)
      .map(render)
      .filter((sentence): sentence is string => sentence !== null)
      .join(' ')
  );
}

/** Every string in `value` (a page's sections, their lists and cards) with its prices. */
export function withPricesDeep<T>(value: T, packages: readonly PricedPackage[]): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return withPrices(node, packages);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    }
    return node;
  };
  return walk(value) as T;
}

/** The placeholders in `text`, for the tests that check each is answered. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[0]);
