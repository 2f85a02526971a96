from typing import Literal

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="dev-session-key")

Destination = Literal["home", "pricing", "docs", "status"]
DESTINATIONS: dict[str, str] = {
    "home": "/",
    "pricing": "/pricing",
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
}


@app.get("/signout")
async def signout(request: Request, then: Destination = "home"):
    request.session.clear()
    response = RedirectResponse(url=DESTINATIONS[then], status_code=303)
    response.delete_cookie("remember_token")
    return response
