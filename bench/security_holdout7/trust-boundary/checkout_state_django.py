from dataclasses import asdict, dataclass
from decimal import Decimal

from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

SESSION_KEY = "checkout"
SHIPPING_RATES = {"standard": Decimal("4.99"), "express": Decimal("14.99")}


@dataclass
class CheckoutState:
    shipping_method: str = "standard"
    coupon_code: str = ""
    discount_percent: int = 0
    address_verified: bool = False


class CheckoutSession:
    def __init__(self, request):
        self.request = request

    def load(self) -> CheckoutState:
        return CheckoutState(**self.request.session.get(SESSION_KEY, {}))

    def save(self, state: CheckoutState) -> None:
        self.request.session[SESSION_KEY] = asdict(state)
        self.request.session.modified = True


def apply_form(state: CheckoutState, data) -> CheckoutState:
    method = data.get("shipping_method")
    if method in SHIPPING_RATES:
        state.shipping_method = method
    if "coupon_code" in data:
        state.coupon_code = data["coupon_code"].strip().upper()
    if "discount_percent" in data:
        state.discount_percent = int(data["discount_percent"])
    if "address_verified" in data:
        state.address_verified = data["address_verified"] == "1"
    return state


def order_total(state: CheckoutState, subtotal: Decimal) -> Decimal:
    discounted = subtotal * (Decimal(100 - state.discount_percent) / Decimal(100))
    return (discounted + SHIPPING_RATES[state.shipping_method]).quantize(Decimal("0.01"))


class CheckoutStepView(View):
    def get(self, request):
        state = CheckoutSession(request).load()
        return JsonResponse(asdict(state))

    def post(self, request):
        store = CheckoutSession(request)
        try:
            state = apply_form(store.load(), request.POST)
        except ValueError:
            return HttpResponseBadRequest("discount_percent must be a number")
        store.save(state)
        subtotal = Decimal(str(request.session.get("cart_subtotal", "0")))
        return JsonResponse({
            "state": asdict(state),
            "total": str(order_total(state, subtotal)),
        })
