import ast
from decimal import Decimal

from django import forms
from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.USub, ast.UAdd,
)
VARIABLES = ("weight", "distance", "items")


class FormulaError(ValueError):
    pass


def check_formula(text):
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise FormulaError(f"syntax error: {exc.msg}")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise FormulaError(f"{type(node).__name__} is not allowed")
        if isinstance(node, ast.Name) and node.id not in VARIABLES:
            raise FormulaError(f"unknown variable {node.id}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise FormulaError("only numeric constants are allowed")
    return tree


class ShippingRuleForm(forms.Form):
    name = forms.SlugField(max_length=50)
    formula = forms.CharField(max_length=300)
    weight = forms.DecimalField(min_value=0, max_digits=8, decimal_places=3)
    distance = forms.DecimalField(min_value=0, max_digits=8, decimal_places=1)
    items = forms.IntegerField(min_value=1, max_value=1000)

    def clean_formula(self):
        text = self.cleaned_data["formula"]
        try:
            self.cleaned_data["formula_tree"] = check_formula(text)
        except FormulaError as exc:
            raise forms.ValidationError(str(exc))
        return text


def run_formula(tree, variables):
    code = compile(tree, "<shipping-rule>", "eval")
    return eval(code, {"__builtins__": {}}, variables)


@require_POST
@permission_required("shipping.change_rule")
def preview_rule(request):
    form = ShippingRuleForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    data = form.cleaned_data
    variables = {"weight": float(data["weight"]), "distance": float(data["distance"]), "items": data["items"]}
    try:
        cost = run_formula(data["formula_tree"], variables)
    except ZeroDivisionError:
        return JsonResponse({"errors": {"formula": ["division by zero"]}}, status=400)
    return JsonResponse({"rule": data["name"], "cost": str(round(Decimal(cost), 2))})
