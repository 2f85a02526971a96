import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

PROMOTIONS = {"SPRING10": 10, "WELCOME5": 5, "STAFF20": 20}


async def apply_promo(request):
    body = await request.json()
    code = str(body.get("code", "")).strip().upper()
    if code not in PROMOTIONS:
        return JSONResponse({"applied": False}, status_code=400)
    request.session["discount_percent"] = PROMOTIONS[code]
    return JSONResponse({"applied": True})


app = Starlette(
    routes=[Route("/cart/promo", apply_promo, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])],
)
