import hmac
import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

PARTNERS = {
    "p-100": {"name": "Northwind", "tier": "gold"},
    "p-200": {"name": "Contoso", "tier": "silver"},
}
DISCOUNTS = {"bronze": 0, "silver": 5, "gold": 12, "platinum": 20}


async def verify_partner_key(partner_id: str, key: str) -> bool:
    expected = os.environ.get("PARTNER_KEY_" + partner_id.replace("-", "_").upper(), "")
    return bool(expected) and hmac.compare_digest(expected, key)


async def sign_in(request: Request):
    form = await request.form()
    partner_id = form.get("partner_id", "")
    partner = PARTNERS.get(partner_id)
    if partner is None or not await verify_partner_key(partner_id, form.get("api_key", "")):
        return JSONResponse({"error": "unknown partner"}, status_code=401)
    request.session["partner_id"] = partner_id
    request.session["tier"] = form.get("tier") or partner["tier"]
    return RedirectResponse("/portal", status_code=303)


async def portal(request: Request):
    partner_id = request.session.get("partner_id")
    if partner_id is None:
        return RedirectResponse("/", status_code=303)
    tier = request.session.get("tier", "bronze")
    return JSONResponse({
        "partner": PARTNERS[partner_id]["name"],
        "tier": tier,
        "discount_percent": DISCOUNTS.get(tier, 0),
    })


async def sign_out(request: Request):
    request.session.clear()
    return RedirectResponse("/", status_code=303)


app = Starlette(
    routes=[
        Route("/sign-in", sign_in, methods=["POST"]),
        Route("/portal", portal),
        Route("/sign-out", sign_out, methods=["POST"]),
    ],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)],
)
