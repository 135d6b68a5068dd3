import { createHash } from 'node:crypto';
import type { TAbVariant, TWidgetAbTest } from '@ulak/shared';

// A device's variant of a widget's A/B test: the same device always lands in the same bucket (a hash of
// the widget and the device), so the configuration and every later interaction agree without storing it.
export function abVariant(widget: { id: number; abTest: TWidgetAbTest | null }, deviceId: string): TAbVariant {
  if (!widget.abTest?.enabled) return 'A';
  const bucket = createHash('sha1').update(`${widget.id}:${deviceId}`).digest().readUInt32BE(0) % 100;
  return bucket < widget.abTest.split ? 'B' : 'A';
}

// The chance that B's conversion rate beats A's (normal approximation of the difference of two
// proportions); null until each side has 30 viewers.
export function chanceBBeatsA(a: { viewers: number; conversions: number }, b: typeof a): number | null {
  if (a.viewers < 30 || b.viewers < 30) return null;
  const pa = a.conversions / a.viewers;
  const pb = b.conversions / b.viewers;
  const se = Math.sqrt((pa * (1 - pa)) / a.viewers + (pb * (1 - pb)) / b.viewers);
  if (se === 0) return pb === pa ? 0.5 : pb > pa ? 1 : 0;
  return normalCdf((pb - pa) / se);
}

// Φ(z) by the Abramowitz–Stegun 7.1.26 approximation of erf (error below 1.5e-7).
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
