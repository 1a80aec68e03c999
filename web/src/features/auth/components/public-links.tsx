import { Link } from 'react-router';
import { external } from '../../../app/paths';

/** The help line and the way back that close the password screens. */
export function PublicLinks({ backTo, backText }: { backTo: string; backText: string }) {
  return (
    <>
      <p className="l-center" style={{ marginTop: 16 }}>
        <Link className="l-link" to={backTo}>
          {backText}
        </Link>
      </p>
      <HelpLine marginTop={16} />
    </>
  );
}

/** Where to write for help: the last line of the login and the password screens. */
export function HelpLine({ marginTop }: { marginTop: number }) {
  return (
    <p className="l-center l-muted" style={{ marginTop, marginBottom: 0 }}>
      ¿Necesitas ayuda? Escríbenos a{' '}
      <a className="l-link" href={external.contactEmail}>
        {external.contactEmailText}
      </a>
    </p>
  );
}
