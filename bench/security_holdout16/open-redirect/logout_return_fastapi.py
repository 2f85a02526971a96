from typing import Annotated

from fastapi import FastAPI, Query, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="logout-secret")


@app.get("/logout")
async def logout(
    request: Request,
    return_to: Annotated[str | None, Query(alias="returnTo")] = None,
):
    request.session.clear()
    destination = return_to or request.headers.get("referer") or "/"
    return RedirectResponse(url=destination, status_code=303)
