from enum import Enum

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Query
from fastapi.responses import RedirectResponse

from .config import settings
from .payments import PaymentGateway, get_gateway
from .repository import OrderRepository, get_orders


class ReturnPage(str, Enum):
    cart = "cart"
    shipping = "shipping"
    account = "account"
    home = "home"


RETURN_PATHS = {
    ReturnPage.cart: "/cart",
    ReturnPage.shipping: "/checkout/shipping",
    ReturnPage.account: "/account/orders",
    ReturnPage.home: "/",
}

router = APIRouter(prefix="/payment")


@router.get("/complete")
async def payment_complete(
    order: int = Query(...),
    gateway: PaymentGateway = Depends(get_gateway),
    orders: OrderRepository = Depends(get_orders),
):
    record = await orders.get(order)
    if record is None:
        raise HTTPException(status_code=404)
    payment = await gateway.fetch(record.payment_ref)
    await orders.set_status(record.id, "paid" if payment.captured else "pending")
    return RedirectResponse(f"{settings.storefront_url}/orders/{record.id}", status_code=303)


@router.get("/cancel")
async def payment_cancel(
    order: int = Query(...),
    back: ReturnPage = Query(default=ReturnPage.cart),
    orders: OrderRepository = Depends(get_orders),
):
    await orders.set_status(order, "abandoned")
    return RedirectResponse(settings.storefront_url + RETURN_PATHS[back], status_code=303)


def create_app() -> FastAPI:
    app = FastAPI(title="payments")
    app.include_router(router)
    return app
