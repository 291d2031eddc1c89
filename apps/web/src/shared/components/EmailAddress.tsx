/** An e-mail address written out whole: a long one wraps after its @, never inside a name, and is never cut. */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at === -1) return <span style={{ overflowWrap: 'break-word' }}>{email}</span>
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  )
}
