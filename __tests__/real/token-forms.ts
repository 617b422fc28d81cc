// The forms a source's token could leak in: itself, URL-encoded, base64 alone and as HTTP basic
// auth with its user (git and the servers send it so), each checked against everything svc printed.
export function tokenForms(user: string, token: string): string[] {
  return [
    token,
    encodeURIComponent(token),
    Buffer.from(token).toString('base64').replace(/=+$/, ''),
    Buffer.from(`${user}:${token}`).toString('base64').replace(/=+$/, ''),
    Buffer.from(`oauth2:${token}`).toString('base64').replace(/=+$/, '')
  ]
}
