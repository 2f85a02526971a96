from dataclasses import asdict, dataclass
from decimal import Decimal, InvalidOperation

from django.http import JsonResponse
from django.views import View

CART_SESSION_KEY = "cart"
PRICING_SESSION_KEY = "pricing"


@dataclass
class PricingContext:
    currency: str
    discount_percent: str
    customer_tier: str


class CartSession:
    def __init__(self, session):
        self.session = session

    def items(self):
        return self.session.get(CART_SESSION_KEY, [])

    def save_pricing(self, ctx: PricingContext) -> None:
        self.session[PRICING_SESSION_KEY] = asdict(ctx)
        self.session.modified = True

    def pricing(self):
        return self.session.get(PRICING_SESSION_KEY, {})


def subtotal(items):
    total = Decimal("0")
    for item in items:
        try:
            total += Decimal(str(item["price"])) * int(item["qty"])
        except (KeyError, InvalidOperation, ValueError):
            continue
    return total


class ApplyPricingView(View):
    def post(self, request):
        ctx = PricingContext(
            currency=request.POST.get("currency", "EUR"),
            discount_percent=request.POST.get("discount", "0"),
            customer_tier=request.POST.get("tier", "standard"),
        )
        CartSession(request.session).save_pricing(ctx)
        return JsonResponse({"status": "pricing updated"})


class CheckoutSummaryView(View):
    def get(self, request):
        cart = CartSession(request.session)
        pricing = cart.pricing()
        gross = subtotal(cart.items())
        discount = gross * Decimal(pricing.get("discount_percent", "0")) / 100
        return JsonResponse(
            {
                "currency": pricing.get("currency", "EUR"),
                "tier": pricing.get("customer_tier", "standard"),
                "subtotal": str(gross),
                "discount": str(discount),
                "total": str(gross - discount),
            }
        )
