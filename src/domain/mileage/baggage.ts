/** A checked-baggage allowance: pieces of up to kg each, or (pieces 0) a total weight in kg. */
export interface BaggageAllowance {
  readonly pieces: number;
  readonly kg: number;
}

/** Which words say an allowance: by pieces, by weight alone (the award rule's 20 kg), or none. */
export function baggageWords(allowance: BaggageAllowance): { key: 'pieces' | 'weight' | 'none'; params: { pieces: number; kg: number } } {
  const params = { pieces: allowance.pieces, kg: allowance.kg };
  if (allowance.pieces > 0) return { key: 'pieces', params };
  return { key: allowance.kg > 0 ? 'weight' : 'none', params };
}
