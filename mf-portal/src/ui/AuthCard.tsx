import type { ReactNode } from 'react';

/** The centred card every account screen (sign in, code, register, forgot, reset) is drawn in. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="ui-container po:flex po:justify-center po:py-16">
      <div className="ui-card po:w-full po:max-w-md">
        <h1 className="ui-heading-2">{heading}</h1>
        {children}
      </div>
    </div>
  );
}
