import { useMemo, useState } from 'react';
import { Button, Space } from 'antd';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe Elements' Payment Element for the subscription's first invoice (loaded only when a publishable key is
 * configured: the pure entry point adds Stripe's script on first use, not on import). Returns to
 * /subscription?success=true when the card needs a redirect (3-D Secure).
 */
export default function StripePaymentForm(props: { publishableKey: string; clientSecret: string; amountLabel: string; onPaid: () => void; onFailed: (message: string) => void; onCancel: () => void }) {
  const stripePromise = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: props.clientSecret }}>
      <PayButton {...props} />
    </Elements>
  );
}

function PayButton({ amountLabel, onPaid, onFailed, onCancel }: { amountLabel: string; onPaid: () => void; onFailed: (message: string) => void; onCancel: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}/subscription?success=true` }, redirect: 'if_required' });
    setBusy(false);
    if (result.error) onFailed(result.error.message ?? 'The payment was not completed.');
    else onPaid();
  };
  return (
    <>
      <PaymentElement />
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="primary" onClick={() => void pay()} loading={busy} disabled={!stripe || !elements}>
          Pay {amountLabel}
        </Button>
      </Space>
    </>
  );
}
