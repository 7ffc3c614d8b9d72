/**
 * Pact's verifier reports failures as one JSON document; this makes of it one line per broken interaction (which
 * event and consumer, or which web operation) with what did not match.
 */
export function describePactFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(text) as { errors?: { interaction: string; mismatch?: { mismatches?: { mismatch?: string; path?: string; type?: string }[]; message?: string } }[] };
    const lines = (report.errors ?? []).map((failure) => {
      const details = (failure.mismatch?.mismatches ?? []).map((m) => `${m.path ? `${m.path}: ` : ''}${m.mismatch ?? m.type ?? ''}`);
      return `- ${failure.interaction.replace(/^Verifying a pact between /, '')}\n    ${(details.length > 0 ? details : [failure.mismatch?.message ?? 'failed']).join('\n    ')}`;
    });
    return lines.length > 0 ? lines.join('\n') : text;
  } catch {
    return text;
  }
}
