from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

DESTINATIONS = {
    "orders": "/account/orders",
    "billing": "/account/billing",
    "docs": "https://docs.example-shop.com/getting-started",
    "home": "/",
}


@app.get("/checkout/done")
async def after_checkout(order_id: int, then: str = "orders"):
    target = DESTINATIONS.get(then.lower(), DESTINATIONS["orders"])
    if target.startswith("/account/orders"):
        target = f"{target}/{order_id}"
    return RedirectResponse(url=target, status_code=303)
