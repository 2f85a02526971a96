from dataclasses import dataclass

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Query
from fastapi.responses import RedirectResponse

from .config import settings
from .payments import PaymentGateway, get_gateway
from .repository import OrderRepository, get_orders


@dataclass
class ReturnContext:
    order_id: int
    return_url: str


def return_context(
    order: int = Query(...),
    return_url: str = Query(default="", alias="return"),
) -> ReturnContext:
    return ReturnContext(order_id=order, return_url=return_url or settings.storefront_url)


router = APIRouter(prefix="/checkout")


@router.get("/complete")
async def checkout_complete(
    ctx: ReturnContext = Depends(return_context),
    gateway: PaymentGateway = Depends(get_gateway),
    orders: OrderRepository = Depends(get_orders),
):
    order = await orders.get(ctx.order_id)
    if order is None:
        raise HTTPException(status_code=404)
    payment = await gateway.fetch(order.payment_ref)
    await orders.set_status(order.id, "paid" if payment.captured else "pending")
    return RedirectResponse(f"{settings.storefront_url}/orders/{order.id}", status_code=303)


@router.get("/cancel")
async def checkout_cancel(
    ctx: ReturnContext = Depends(return_context),
    orders: OrderRepository = Depends(get_orders),
):
    await orders.set_status(ctx.order_id, "abandoned")
    return RedirectResponse(ctx.return_url, status_code=303)


def create_app() -> FastAPI:
    app = FastAPI(title="checkout")
    app.include_router(router)
    return app
