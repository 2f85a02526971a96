from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route


async def claim_cart(request: Request) -> JSONResponse:
    payload = await request.json()
    if (account := payload.get("account_id")) is None:
        return JSONResponse({"detail": "account_id required"}, status_code=422)
    request.session["account_id"] = str(account)
    cart = request.session.setdefault("cart", [])
    return JSONResponse({"account": account, "items": len(cart)})


app = Starlette(
    routes=[Route("/cart/claim", claim_cart, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key="s3ss10n-k3y")],
)
