import json
import logging
import re
from decimal import Decimal

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import DiscountRule

logger = logging.getLogger(__name__)

FORBIDDEN_RE = re.compile(r"__|import|open\(|exec|eval")
SAMPLE_CART = {
    "items": [{"sku": "TSHIRT-M", "qty": 2, "price": Decimal("19.90")}],
    "customer": {"tier": "gold", "orders": 14},
    "subtotal": Decimal("39.80"),
}


def run_rule(source, cart):
    scope = {"cart": cart, "Decimal": Decimal, "discount": Decimal("0")}
    exec(compile(source, "<rule-preview>", "exec"), scope)
    return scope["discount"]


@staff_member_required
@require_POST
def preview_rule(request):
    try:
        payload = json.loads(request.body)
    except ValueError:
        return JsonResponse({"error": "invalid JSON"}, status=400)
    source = payload.get("source", "")
    if FORBIDDEN_RE.search(source):
        logger.warning("rule preview by %s uses restricted tokens", request.user)
    cart = payload.get("cart") or SAMPLE_CART
    try:
        discount = run_rule(source, cart)
    except Exception as exc:
        return JsonResponse({"error": f"{type(exc).__name__}: {exc}"}, status=422)
    return JsonResponse({"discount": str(discount)})


@staff_member_required
def rule_list(request):
    rules = DiscountRule.objects.filter(active=True).values("id", "name", "priority")
    return JsonResponse({"rules": list(rules)})
