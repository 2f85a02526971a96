from django.http import JsonResponse


class RuleSource:
    def __init__(self, default_rule, allow_custom):
        self.default_rule = default_rule
        self.allow_custom = allow_custom

    def resolve(self, requested):
        if self.allow_custom and requested:
            return requested
        return self.default_rule


def apply_discount(request):
    requested = request.headers.get("X-Discount-Rule", "")
    rule = RuleSource("price * 0.9", False).resolve(requested)
    price = float(request.GET.get("price", "100"))
    discounted = eval(rule, {"__builtins__": {}}, {"price": price})
    return JsonResponse({"price": round(discounted, 2)})
