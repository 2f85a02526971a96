import ast
import json

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import AlertRule, Reading

FIELDS = {"temperature", "humidity", "pressure", "battery"}
ALLOWED_NODES = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub,
    ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE,
    ast.Name, ast.Load, ast.Constant,
)


class RuleError(ValueError):
    pass


def compile_condition(text):
    if len(text) > 500:
        raise RuleError("condition too long")
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise RuleError(f"syntax error at column {exc.offset}") from None
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise RuleError(f"{type(node).__name__} is not allowed")
        if isinstance(node, ast.Name) and node.id not in FIELDS:
            raise RuleError(f"unknown field {node.id}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise RuleError("only numeric constants are allowed")
    return compile(tree, "<alert-rule>", "eval")


def evaluate(code, reading):
    values = {name: getattr(reading, name) for name in FIELDS}
    return bool(eval(code, {"__builtins__": {}}, values))


@login_required
@require_GET
def list_rules(request):
    rules = AlertRule.objects.filter(owner=request.user).values("id", "name", "condition")
    return JsonResponse({"rules": list(rules)})


@login_required
@require_POST
def create_rule(request):
    payload = json.loads(request.body or b"{}")
    condition = str(payload.get("condition", ""))
    try:
        compile_condition(condition)
    except RuleError as exc:
        return HttpResponseBadRequest(str(exc))
    rule = AlertRule.objects.create(owner=request.user, name=str(payload.get("name", ""))[:80], condition=condition)
    return JsonResponse({"id": rule.pk}, status=201)


@login_required
@require_POST
def test_rule(request, rule_id):
    rule = AlertRule.objects.get(pk=rule_id, owner=request.user)
    try:
        code = compile_condition(rule.condition)
    except RuleError as exc:
        return HttpResponseBadRequest(str(exc))
    readings = Reading.objects.filter(device__owner=request.user).order_by("-taken_at")[:200]
    hits = [r.pk for r in readings if evaluate(code, r)]
    return JsonResponse({"rule": rule.pk, "matching_readings": hits})
