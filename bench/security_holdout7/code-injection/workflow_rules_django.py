import datetime
from dataclasses import dataclass
from typing import Any, Dict, List

from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

DEFAULT_HELPERS: Dict[str, Any] = {
    "len": len,
    "any": any,
    "all": all,
    "today": datetime.date.today,
}


@dataclass
class Rule:
    name: str
    expression: str
    action: str


class RuleSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=80)
    expression = serializers.CharField(max_length=500)
    action = serializers.ChoiceField(choices=["assign", "escalate", "close"])


class DryRunSerializer(serializers.Serializer):
    rules = RuleSerializer(many=True)
    ticket = serializers.DictField()


class RuleEngine:
    def __init__(self, helpers: Dict[str, Any] = None):
        self.helpers = helpers or DEFAULT_HELPERS

    def matches(self, rule: Rule, ticket: Dict[str, Any]) -> bool:
        scope = dict(self.helpers)
        scope["ticket"] = ticket
        return bool(eval(rule.expression, scope))

    def run(self, rules: List[Rule], ticket: Dict[str, Any]) -> List[str]:
        actions = []
        for rule in rules:
            if self.matches(rule, ticket):
                actions.append(f"{rule.action}:{rule.name}")
        return actions


class WorkflowRuleDryRunView(APIView):
    engine = RuleEngine()

    def post(self, request):
        serializer = DryRunSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        rules = [Rule(**item) for item in serializer.validated_data["rules"]]
        ticket = serializer.validated_data["ticket"]
        try:
            actions = self.engine.run(rules, ticket)
        except Exception as exc:
            return Response({"error": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
        return Response({"actions": actions})
