import json
import logging
from decimal import Decimal

from django.http import HttpResponseNotAllowed, JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt

logger = logging.getLogger("pricing")

BASE_PRICES = {
    "basic": Decimal("9.00"),
    "pro": Decimal("29.00"),
    "enterprise": Decimal("99.00"),
}


class PriceContext:
    def __init__(self, plan, seats):
        self.plan = plan
        self.seats = seats
        self.price = BASE_PRICES.get(plan, Decimal("0")) * seats
        self.discount = Decimal("0")

    def as_namespace(self):
        return {
            "plan": self.plan,
            "seats": self.seats,
            "price": self.price,
            "discount": self.discount,
            "Decimal": Decimal,
        }


def apply_rule(ctx, rule_source):
    namespace = ctx.as_namespace()
    exec(rule_source, {}, namespace)
    ctx.discount = Decimal(namespace.get("discount", 0))
    return ctx


@method_decorator(csrf_exempt, name="dispatch")
class QuoteView(View):
    def post(self, request):
        body = json.loads(request.body or b"{}")
        plan = body.get("plan", "basic")
        seats = int(body.get("seats", 1))
        ctx = PriceContext(plan, seats)
        promo_rule = body.get("promo_rule")
        if promo_rule:
            logger.info("applying promo rule for plan %s", plan)
            ctx = apply_rule(ctx, promo_rule)
        total = max(ctx.price - ctx.discount, Decimal("0"))
        return JsonResponse({"plan": plan, "seats": seats, "total": str(total)})

    def get(self, request):
        return JsonResponse({"plans": {k: str(v) for k, v in BASE_PRICES.items()}})


def legacy_quote(request):
    return HttpResponseNotAllowed(["POST"])
