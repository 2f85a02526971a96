import os
import random
import string

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

ALPHABET = string.ascii_letters + string.digits
_sysrand = random.SystemRandom()


async def issue_form_token(request):
    token = "".join(_sysrand.choice(ALPHABET) for _ in range(43))
    request.session["form_token"] = token
    return JSONResponse({"form_token": token})


app = Starlette(
    routes=[Route("/forms/token", issue_form_token, methods=["GET"])],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)],
)
