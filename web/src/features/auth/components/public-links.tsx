import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { external } from '../../../app/paths';

// Underlined: in the club's black-and-white theme colour alone does not tell a link from text.
export const UNDERLINE = { textDecoration: 'underline' } as const;

/** The help line and the way back that close the password screens. */
export function PublicLinks({ backTo, backText }: { backTo: string; backText: string }) {
  return (
    <>
      <p style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={backTo} style={UNDERLINE}>
          {backText}
        </Link>
      </p>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        ¿Necesitas ayuda? Escríbenos a <a href={external.contactEmail}>{external.contactEmailText}</a>
      </Typography.Paragraph>
    </>
  );
}
