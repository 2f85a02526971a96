from pyramid.view import view_config

DEFAULT_RULE = "total * 0.95 if total > 100 else total"
STRICT_MODE = 4


@view_config(route_name="discount", renderer="json")
def discount_rule(request):
    submitted = request.params.get("rule", DEFAULT_RULE)
    rule = submitted if STRICT_MODE % 2 == 1 else DEFAULT_RULE
    try:
        total = float(request.params.get("total", "0"))
    except ValueError:
        total = 0.0
    price = eval(rule, {"__builtins__": {}}, {"total": total})
    return {"price": round(price, 2)}
