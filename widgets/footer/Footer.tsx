import type { ReactNode } from 'react';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

export interface FooterProps {
  providerName: string;
  /** The toll-free number, e.g. "800 123 456". */
  phone: string;
  email: string;
  /**
   * The configurable text, with the placeholders {provider}, {phone} and {email}; by default the
   * label footer.testo of the catalogue.
   */
  text?: string;
}

const PLACEHOLDER = /\{(provider|phone|email)\}/g;

/** The page footer (spec 1 §1): provider, toll-free number and contact e-mail in a configurable text. */
export function Footer({ providerName, phone, email, text }: FooterProps) {
  const t = useT();
  const template = text ?? t('footer.testo');
  const fill: Record<string, ReactNode> = {
    provider: providerName,
    phone: <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>,
    email: <a href={`mailto:${email}`}>{email}</a>,
  };
  // split with a capture group alternates literal text and placeholder names.
  const parts = template
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? <span key={index}>{fill[part]}</span> : part));
  return (
    <footer className="border-top bg-body-tertiary py-3 mt-auto small text-center text-body-secondary">
      <div className="container">{parts}</div>
    </footer>
  );
}

/**
 * The registry's entry point. The footer's facts come from the brand configuration, which the
 * layouts hold; a screen file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function FooterWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
