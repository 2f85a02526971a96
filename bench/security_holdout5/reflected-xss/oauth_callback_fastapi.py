from typing import Optional

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, RedirectResponse

app = FastAPI()


def error_template(title: str, detail: str) -> str:
    return (
        "<html><body>"
        f"<h1>{title}</h1>"
        f"<p>{detail}</p>"
        '<a href="/">Back to home</a>'
        "</body></html>"
    )


@app.get("/oauth/callback")
async def oauth_callback(
    request: Request,
    code: Optional[str] = None,
    error: Optional[str] = None,
    error_description: str = "",
):
    if error:
        page = error_template("Sign-in failed", f"{error}: {error_description}")
        return HTMLResponse(content=page, status_code=400)
    request.app.state.pending_codes.add(code)
    return RedirectResponse("/session/complete", status_code=303)
