from decimal import Decimal

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from shop.cart import load_cart
from shop.config import SESSION_SECRET


async def apply_promotion(request: Request) -> JSONResponse:
    body = await request.json()
    code = str(body.get("code", "")).strip().upper()
    if not code or len(code) > 32:
        return JSONResponse({"error": "invalid promotion code"}, status_code=400)

    # The banner on the landing page sends the promotion it advertised.
    request.session["promotion"] = {"code": code, "percent_off": body.get("percent_off", 0)}
    return JSONResponse({"applied": code})


async def checkout_summary(request: Request) -> JSONResponse:
    cart = await load_cart(request.session.get("cart_id"))
    if cart is None:
        return JSONResponse({"error": "cart is empty"}, status_code=404)

    subtotal = sum((line.unit_price * line.quantity for line in cart.lines), Decimal("0"))
    promotion = request.session.get("promotion") or {}
    percent = Decimal(str(promotion.get("percent_off", 0)))
    discount = (subtotal * percent / Decimal("100")).quantize(Decimal("0.01"))
    return JSONResponse(
        {
            "subtotal": str(subtotal),
            "promotion": promotion.get("code"),
            "discount": str(discount),
            "total": str(subtotal - discount),
        }
    )


async def clear_promotion(request: Request) -> JSONResponse:
    request.session.pop("promotion", None)
    return JSONResponse({"applied": None})


app = Starlette(
    routes=[
        Route("/api/cart/promotion", apply_promotion, methods=["POST"]),
        Route("/api/cart/promotion", clear_promotion, methods=["DELETE"]),
        Route("/api/cart/summary", checkout_summary, methods=["GET"]),
    ],
    middleware=[Middleware(SessionMiddleware, secret_key=SESSION_SECRET, https_only=True)],
)
