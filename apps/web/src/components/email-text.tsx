/**
 * An email address in a table cell: it breaks before the @ (and inside a very long part), never one
 * letter per line on a phone (issue 15), and lets the table fit beside the navigation at 1400 px.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span style={{ overflowWrap: 'anywhere', display: 'inline-block', minWidth: '14ch' }}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
