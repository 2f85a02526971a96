import string
from urllib.parse import urlsplit

from fastapi import FastAPI, Form, HTTPException, Request
from fastapi.responses import RedirectResponse
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key="change-me-in-prod", https_only=True)

STOREFRONT_HOSTS = {"shop.acme-store.com", "www.acme-store.com"}
CATALOG = {"sku-100": 19.99, "sku-200": 34.50, "sku-300": 7.25}


def resolve_return(raw: str | None, fallback: str = "/cart") -> str:
    if not raw or len(raw) > 512:
        return fallback
    if "\\" in raw or any(ch in string.whitespace or ord(ch) < 0x20 for ch in raw):
        return fallback
    parts = urlsplit(raw)
    if parts.scheme or parts.netloc:
        if parts.scheme == "https" and parts.hostname in STOREFRONT_HOSTS and parts.username is None:
            return raw
        return fallback
    if not raw.startswith("/") or raw.startswith("//"):
        return fallback
    return raw


@app.get("/cart")
async def show_cart(request: Request):
    cart = request.session.get("cart", {})
    total = sum(CATALOG[sku] * qty for sku, qty in cart.items() if sku in CATALOG)
    return {"items": cart, "total": round(total, 2)}


@app.post("/cart/add")
async def add_to_cart(
    request: Request,
    sku: str = Form(...),
    qty: int = Form(1, ge=1, le=20),
    return_to: str | None = Form(None),
):
    if sku not in CATALOG:
        raise HTTPException(status_code=404, detail="unknown product")
    cart = dict(request.session.get("cart", {}))
    cart[sku] = cart.get(sku, 0) + qty
    request.session["cart"] = cart
    return RedirectResponse(resolve_return(return_to), status_code=303)


@app.post("/cart/clear")
async def clear_cart(request: Request):
    request.session.pop("cart", None)
    return {"cleared": True}
