import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route


async def apply_discount(request):
    body = await request.json()
    request.session["discount_percent"] = body.get("discount_percent", 0)
    return JSONResponse({"applied": True})


app = Starlette(
    routes=[Route("/cart/discount", apply_discount, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])],
)
