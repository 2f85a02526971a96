from fastapi import APIRouter, Depends, HTTPException, Request
from pydantic import BaseModel

router = APIRouter(prefix="/cart")
COUPONS = {"WELCOME10": 0.10, "SPRING15": 0.15}


class DiscountPayload(BaseModel):
    code: str


class CartSession:
    def __init__(self, request: Request):
        self.store = request.session

    def set_discount(self, code: str, rate: float) -> None:
        self.store["discount"] = {"code": code, "rate": rate}


@router.post("/discount")
def apply_discount(payload: DiscountPayload, cart: CartSession = Depends()):
    code = payload.code.strip().upper()
    if code not in COUPONS:
        raise HTTPException(status_code=404, detail="unknown coupon")
    cart.set_discount(code, COUPONS[code])
    return {"applied": code}
