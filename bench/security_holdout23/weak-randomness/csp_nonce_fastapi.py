import secrets

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.middleware("http")
async def attach_nonce(request: Request, call_next):
    request.state.csp_nonce = secrets.token_urlsafe(16)
    response = await call_next(request)
    response.headers["Content-Security-Policy"] = (
        f"default-src 'self'; script-src 'nonce-{request.state.csp_nonce}' 'strict-dynamic'"
    )
    return response


@app.get("/dashboard", response_class=HTMLResponse)
async def dashboard(request: Request):
    nonce = request.state.csp_nonce
    return (
        "<!doctype html><html><body><div id='app'></div>"
        f"<script nonce='{nonce}' src='/static/dashboard.js'></script></body></html>"
    )
