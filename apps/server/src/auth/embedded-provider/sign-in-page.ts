import { escapeHtml } from './provider'

/** The embedded provider's own sign-in form: plain HTML, no script, so it works under a strict CSP. */
export function renderSignInPage(options: { uid: string; email?: string; error?: string; demoHint?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''
  const hint = options.demoHint ? `<p class="hint">${escapeHtml(options.demoHint)}</p>` : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Sign in · Mission Control</title>
<style>
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:#f0f2f5;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px 40px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);width:340px}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#666;margin:0 0 24px;font-size:14px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #d9d9d9;border-radius:6px;font-size:14px}
button{margin-top:20px;width:100%;padding:9px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:15px;cursor:pointer}
.error{color:#cf1322;font-size:14px;margin:8px 0 0}.hint{color:#888;font-size:12px;margin-top:20px}
</style></head>
<body><main>
<h1>Mission Control</h1><p class="sub">Sign in with your staff account</p>
<form method="post" action="/oidc/interaction/${escapeHtml(options.uid)}/login" autocomplete="on">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autofocus value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" required>
${error}
<button type="submit">Sign in</button>
</form>${hint}
</main></body></html>`
}
