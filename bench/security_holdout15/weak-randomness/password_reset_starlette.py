import secrets
import time

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

RESET_TOKENS = {}


def new_reset_token():
    return secrets.token_urlsafe(32)


async def forgot_password(request):
    form = await request.form()
    email = str(form.get("email", "")).strip().lower()
    token = new_reset_token()
    RESET_TOKENS[token] = {"email": email, "expires": time.time() + 3600}
    return JSONResponse({"sent": True})


app = Starlette(routes=[Route("/password/forgot", forgot_password, methods=["POST"])])
