import json
import operator

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View

from .models import Cart

COMPARATORS = {
    "gt": operator.gt,
    "gte": operator.ge,
    "lt": operator.lt,
    "eq": operator.eq,
}
FIELDS = {"subtotal", "item_count", "weight_kg"}


class DiscountRulePreview(LoginRequiredMixin, View):
    def post(self, request, cart_id):
        cart = get_object_or_404(Cart, pk=cart_id, user=request.user)
        rule = json.loads(request.body)
        field, op_name = rule.get("field"), rule.get("op")
        if field not in FIELDS or op_name not in COMPARATORS:
            return JsonResponse({"error": "unsupported rule"}, status=400)
        threshold = float(rule.get("value", 0))
        matched = COMPARATORS[op_name](float(getattr(cart, field)), threshold)
        return JsonResponse({"cart": cart.pk, "rule_matches": matched})
