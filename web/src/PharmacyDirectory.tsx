import { useEffect, useState } from 'react';

interface PublicPharmacy {
  id: string;
  name: string;
  address: string;
  phone: string;
  openingHours: string;
  isOnline: boolean;
  waitTimeFormatted: string | null;
}

/** First page of the web app: the live public directory from the API (the full app comes with the web issue). */
export function PharmacyDirectory() {
  const [pharmacies, setPharmacies] = useState<PublicPharmacy[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetch('/api/public/pharmacies')
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        setPharmacies((await response.json()) as PublicPharmacy[]);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 860, margin: '2rem auto', padding: '0 1rem' }}>
      <h1>PharmaChat</h1>
      <p>Smart Answers for Smarter Pharmacy Care. Chat with your pharmacy around the clock.</p>
      <h2>Pharmacies</h2>
      {error && <p role="alert">Could not load pharmacies: {error}</p>}
      {!pharmacies && !error && <p>Loading pharmacies...</p>}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {pharmacies?.map((p) => (
          <li key={p.id} style={{ border: '1px solid #ddd', borderRadius: 8, padding: '1rem', marginBottom: '1rem' }}>
            <strong>{p.name}</strong> {p.isOnline ? '(open now)' : '(closed now: the assistant still answers)'}
            <div>{p.address}</div>
            <div>{p.phone}</div>
            <div>{p.openingHours}</div>
            {p.waitTimeFormatted && <div>Typical reply: {p.waitTimeFormatted}</div>}
          </li>
        ))}
      </ul>
    </main>
  );
}
