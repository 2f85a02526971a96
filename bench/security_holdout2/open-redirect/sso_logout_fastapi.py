from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

from idp.config import settings
from idp.tokens import revoke_refresh_tokens

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=settings.session_secret)


@app.get("/oidc/logout")
async def logout(request: Request, post_logout_redirect_uri: str = "/"):
    user_id = request.session.get("user_id")
    if user_id is not None:
        await revoke_refresh_tokens(user_id)
    request.session.clear()
    return RedirectResponse(url=post_logout_redirect_uri, status_code=302)
