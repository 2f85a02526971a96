from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel

router = APIRouter(prefix="/cart")


class DiscountPayload(BaseModel):
    code: str
    rate: float


class CartSession:
    def __init__(self, request: Request):
        self.store = request.session

    def set_discount(self, code: str, rate: float) -> None:
        self.store["discount"] = {"code": code, "rate": rate}


@router.post("/discount")
def apply_discount(payload: DiscountPayload, cart: CartSession = Depends()):
    cart.set_discount(payload.code, payload.rate)
    return {"applied": payload.code}
