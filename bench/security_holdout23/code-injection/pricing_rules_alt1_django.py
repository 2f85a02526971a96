from decimal import Decimal

from django.core.cache import cache
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

RULE_CACHE_TTL = 60 * 60 * 24


def tenant_of(user):
    return getattr(user, "tenant_id", None) or user.pk


class DiscountRuleSerializer(serializers.Serializer):
    name = serializers.SlugField(max_length=40)
    expression = serializers.CharField(max_length=500)
    priority = serializers.IntegerField(min_value=0, max_value=100, default=50)

    def validate_expression(self, value):
        try:
            compile(value, "<discount-rule>", "eval")
        except SyntaxError as exc:
            raise serializers.ValidationError(f"not a valid expression: {exc.msg}")
        return value


class QuoteSerializer(serializers.Serializer):
    subtotal = serializers.DecimalField(max_digits=12, decimal_places=2)
    quantity = serializers.IntegerField(min_value=1)
    customer_tier = serializers.ChoiceField(choices=["standard", "silver", "gold"])


class RuleStore:
    def __init__(self, tenant_id):
        self.key = f"pricing-rules:{tenant_id}"

    def all(self):
        return cache.get(self.key, [])

    def add(self, rule):
        rules = [r for r in self.all() if r["name"] != rule["name"]]
        rules.append(dict(rule))
        rules.sort(key=lambda r: r["priority"])
        cache.set(self.key, rules, RULE_CACHE_TTL)


class PricingEngine:
    def __init__(self, rules):
        self.rules = rules

    def _discount_for(self, rule, context):
        value = eval(rule["expression"], {"Decimal": Decimal}, dict(context))
        return Decimal(str(value or 0))

    def quote(self, subtotal, quantity, tier):
        context = {"subtotal": subtotal, "quantity": quantity, "tier": tier}
        total = subtotal
        applied = []
        for rule in self.rules:
            discount = self._discount_for(rule, context)
            if discount > 0:
                total -= discount
                applied.append({"rule": rule["name"], "discount": str(discount)})
        return {"total": str(max(total, Decimal("0"))), "applied": applied}


class DiscountRuleView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def get(self, request):
        return Response(RuleStore(tenant_of(request.user)).all())

    def post(self, request):
        serializer = DiscountRuleSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        RuleStore(tenant_of(request.user)).add(serializer.validated_data)
        return Response(serializer.data, status=status.HTTP_201_CREATED)


class QuoteView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        serializer = QuoteSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        engine = PricingEngine(RuleStore(tenant_of(request.user)).all())
        return Response(engine.quote(data["subtotal"], data["quantity"], data["customer_tier"]))
